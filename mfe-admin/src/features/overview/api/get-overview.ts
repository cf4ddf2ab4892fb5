import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys.ts';

export interface AdminStats {
  total_users: number;
  connections_made: number;
  total_posts: number;
  posts_last_7_days: number;
}
export interface RecentUser {
  user_id: string;
  display_name: string | null;
  created_at: string;
}
export interface RecentPost {
  id: string;
  content: string;
  created_at: string;
  author: { display_name: string | null } | null;
}
export interface Overview {
  stats: AdminStats;
  recentUsers: RecentUser[];
  recentPosts: RecentPost[];
}

/** Spec 02 §9: the Overview lists 5 recent users and 5 recent posts. */
export const RECENT_COUNT = 5;

/** The four cards (one security-definer count, admin only) and the newest members and posts, in parallel. */
export async function fetchOverview(client: DivaClient = getSupabase()): Promise<Overview> {
  const [stats, users, posts] = await Promise.all([
    client.rpc('admin_dashboard_stats').retry(false),
    client.from('profiles').select('user_id, display_name, created_at').order('created_at', { ascending: false }).limit(RECENT_COUNT).retry(false),
    client
      .from('posts')
      .select('id, content, created_at, author:profiles(display_name)')
      .order('created_at', { ascending: false })
      .limit(RECENT_COUNT)
      .retry(false),
  ]);
  const [row] = unwrap<AdminStats[]>(stats);
  return {
    stats: row ?? { total_users: 0, connections_made: 0, total_posts: 0, posts_last_7_days: 0 },
    recentUsers: unwrap<RecentUser[]>(users),
    recentPosts: unwrap<RecentPost[]>(posts),
  };
}

export const useOverview = () => useQuery({ queryKey: adminKeys.overview, queryFn: () => fetchOverview() });
