import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToCommentCount, updatePost } from '../../../lib/feed-cache.ts';
import type { FeedComment, FeedPost } from '../../../lib/feed-types.ts';
import { feedKeys } from '../../../lib/query-keys.ts';

export const deleteCommentInput = z.object({ commentId: z.guid() });

/** Deletes her comment; the database lowers the post's comment count. */
export async function deleteComment(input: z.infer<typeof deleteCommentInput>, client: DivaClient = getSupabase()): Promise<void> {
  const { commentId } = deleteCommentInput.parse(input);
  const rows = unwrap<{ id: string }[]>(await client.from('post_comments').delete().eq('id', commentId).select('id'));
  if (rows.length === 0) throw new Error('Only the author can delete this comment');
}

/**
 * Deletes her comment: it leaves the list once the server has deleted it, and the count follows (the database's
 * own count arrives live and wins).
 */
export function useDeleteComment(comment: FeedComment) {
  const viewerId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteComment({ commentId: comment.id }),
    onSuccess: () => {
      queryClient.setQueryData<FeedComment[]>(feedKeys.comments(comment.post_id), (list) => list?.filter((item) => item.id !== comment.id));
      if (!viewerId) return;
      queryClient.setQueryData<FeedPost[]>(feedKeys.posts(viewerId), (list) => list && updatePost(list, comment.post_id, addToCommentCount(-1)));
      queryClient.setQueryData<FeedPost | null>(feedKeys.post(viewerId, comment.post_id), (one) => one && addToCommentCount(-1)(one));
    },
  });
}
