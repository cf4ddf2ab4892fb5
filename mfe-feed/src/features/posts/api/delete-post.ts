import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removePost } from '../../../lib/feed-cache.ts';
import type { FeedPost } from '../../../lib/feed-types.ts';
import { feedKeys } from '../../../lib/query-keys.ts';

export const deletePostInput = z.object({ postId: z.guid() });

/** Deletes her post; its likes, comments and shares go with it (the database cascades). */
export async function deletePost(input: z.infer<typeof deletePostInput>, client: DivaClient = getSupabase()): Promise<void> {
  const { postId } = deletePostInput.parse(input);
  const rows = unwrap<{ id: string }[]>(await client.from('posts').delete().eq('id', postId).select('id'));
  if (rows.length === 0) throw new Error('Only the author can delete this post');
}

/** Deletes her post and takes it out of the feed and its permalink at once. */
export function useDeletePost(postId: string) {
  const viewerId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePost({ postId }),
    onSuccess: () => {
      if (!viewerId) return;
      queryClient.setQueryData<FeedPost[]>(feedKeys.posts(viewerId), (list) => list && removePost(list, postId));
      queryClient.setQueryData<FeedPost | null>(feedKeys.post(viewerId, postId), (one) => (one === undefined ? one : null));
      queryClient.removeQueries({ queryKey: feedKeys.comments(postId) });
    },
  });
}
