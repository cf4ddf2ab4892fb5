import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, adminKeys } from '../../../lib/query-keys.ts';

export interface AdminPost {
  id: string;
  content: string;
  created_at: string;
  user_id: string;
  author: { display_name: string | null } | null;
}
export interface PostsPage {
  rows: AdminPost[];
  total: number;
}

/** One page of posts, newest first, with their author (spec 02 §3 "posts as used by admin"). */
export async function fetchPosts(page: number, client: DivaClient = getSupabase()): Promise<PostsPage> {
  const from = Math.max(0, Math.trunc(page)) * ADMIN_PAGE_SIZE;
  const result = await client
    .from('posts')
    .select('id, content, created_at, user_id, author:profiles(display_name)', { count: 'exact' })
    .order('created_at', { ascending: false })
    .range(from, from + ADMIN_PAGE_SIZE - 1)
    .retry(false);
  return { rows: unwrap<AdminPost[]>(result), total: result.count ?? 0 };
}

export const usePosts = (page: number) =>
  useQuery({ queryKey: adminKeys.posts(page), queryFn: () => fetchPosts(page), placeholderData: keepPreviousData });
