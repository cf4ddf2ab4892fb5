import { commentSchema, type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { showToast } from '@diva/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToCommentCount, updatePost } from '../../../lib/feed-cache.ts';
import { COMMENT_COLUMNS, type FeedComment, type FeedPost } from '../../../lib/feed-types.ts';
import { feedKeys } from '../../../lib/query-keys.ts';
import { FEED_TEXTS } from '../../../texts.ts';

export const addCommentInput = z.object({
  postId: z.guid(),
  userId: z.guid(),
  /** Trimmed, 1 to 2000 characters. */
  content: commentSchema,
});
export type AddCommentInput = z.input<typeof addCommentInput>;

export async function addComment(input: AddCommentInput, client: DivaClient = getSupabase()): Promise<FeedComment> {
  const { postId, userId, content } = addCommentInput.parse(input);
  return unwrap<FeedComment>(
    await client.from('post_comments').insert({ post_id: postId, user_id: userId, content }).select(COMMENT_COLUMNS).single(),
  );
}

/**
 * Sends a comment. The post's count rises at once (the database's own count arrives live and wins); the
 * comment joins the list when the server has it. On failure the count goes back and the text stays.
 */
export function useAddComment(postId: string) {
  const viewerId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  const adjustCount = (delta: number) => {
    if (!viewerId) return;
    queryClient.setQueryData<FeedPost[]>(feedKeys.posts(viewerId), (list) => list && updatePost(list, postId, addToCommentCount(delta)));
  };

  const mutation = useMutation({
    mutationFn: (content: string) => addComment({ postId, userId: viewerId!, content }),
    onMutate: () => adjustCount(1),
    onSuccess: (comment) => {
      queryClient.setQueryData<FeedComment[]>(feedKeys.comments(postId), (list) =>
        list?.some((item) => item.id === comment.id) ? list : [...(list ?? []), comment],
      );
    },
    onError: () => {
      adjustCount(-1);
      showToast(FEED_TEXTS.commentFailed);
    },
  });

  return {
    isPending: mutation.isPending,
    /** Resolves true when the comment was saved (the input may be cleared), false otherwise. */
    send: async (text: string): Promise<boolean> => {
      if (!viewerId) {
        showToast(FEED_TEXTS.commentSignedOut);
        return false;
      }
      const content = text.trim();
      if (!content || mutation.isPending) return false;
      try {
        await mutation.mutateAsync(content);
        return true;
      } catch {
        return false;
      }
    },
  };
}
