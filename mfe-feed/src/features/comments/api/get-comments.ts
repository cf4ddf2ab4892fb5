import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { COMMENT_COLUMNS, type FeedComment } from '../../../lib/feed-types.ts';
import { feedKeys } from '../../../lib/query-keys.ts';

export const commentsInput = z.object({ postId: z.guid() });

/** A post's comments with their authors, oldest first (retried by TanStack Query, not again by supabase-js). */
export async function fetchComments(input: z.infer<typeof commentsInput>, client: DivaClient = getSupabase()): Promise<FeedComment[]> {
  const { postId } = commentsInput.parse(input);
  return unwrap<FeedComment[]>(
    await client.from('post_comments').select(COMMENT_COLUMNS).eq('post_id', postId).order('created_at', { ascending: true }).order('id').retry(false),
  );
}

/**
 * Loaded the first time the panel opens, then kept: own comments are appended when sent and other members'
 * arrive through the live feed, so reopening the panel asks the server nothing.
 */
export function useComments(postId: string) {
  return useQuery({
    queryKey: feedKeys.comments(postId),
    queryFn: () => fetchComments({ postId }),
    staleTime: Infinity,
  });
}
