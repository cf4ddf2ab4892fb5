import { type DivaClient, getSupabase } from '@diva/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage } from '../../../lib/api/paged.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

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
  return fetchPage<AdminPost>(page, (from, to) =>
    client
      .from('posts')
      .select('id, content, created_at, user_id, author:profiles(display_name)', { count: 'exact' })
      .order('created_at', { ascending: false })
      .range(from, to)
      .retry(false),
  );
}

export const usePosts = (page: number) =>
  useQuery({ queryKey: adminKeys.posts(page), queryFn: () => fetchPosts(page), placeholderData: keepPreviousData });
