import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { showToast } from '@diva/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { setLiked, updatePost } from '../../../lib/feed-cache.ts';
import type { FeedPost } from '../../../lib/feed-types.ts';
import { feedKeys } from '../../../lib/query-keys.ts';
import { FEED_TEXTS } from '../../../texts.ts';

export const toggleLikeInput = z.object({
  postId: z.guid(),
  userId: z.guid(),
  /** true: add the like; false: remove it. */
  like: z.boolean(),
});
export type ToggleLikeInput = z.infer<typeof toggleLikeInput>;

/**
 * Adds or removes the member's like. Liking twice (another tab got there first) or unliking a like that is
 * gone already leaves the state the member asked for, so neither is an error.
 */
export async function toggleLike(input: ToggleLikeInput, client: DivaClient = getSupabase()): Promise<void> {
  const { postId, userId, like } = toggleLikeInput.parse(input);
  if (like) {
    const result = await client.from('post_likes').insert({ post_id: postId, user_id: userId });
    if (result.error?.code === '23505') return;
    unwrap(result);
  } else {
    unwrap(await client.from('post_likes').delete().eq('post_id', postId).eq('user_id', userId));
  }
}

/**
 * Like toggle for one post: the heart and the count change at once and revert if the request fails. Clicks
 * while a toggle of this post is on its way are ignored, so the requests can never overtake each other. Every
 * cached copy of the post changes together: the feed's list and the post's permalink, so whichever page the
 * member likes it on, the other shows it without a refetch.
 */
export function useToggleLike(post: FeedPost) {
  const viewerId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  const apply = (liked: boolean) => {
    if (!viewerId) return;
    queryClient.setQueryData<FeedPost[]>(feedKeys.posts(viewerId), (list) => list && updatePost(list, post.id, setLiked(liked)));
    queryClient.setQueryData<FeedPost | null>(feedKeys.post(viewerId, post.id), (one) => one && setLiked(liked)(one));
  };

  // A ref, not the mutation state: two clicks in one tick both see the state of the last render.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (like: boolean) => toggleLike({ postId: post.id, userId: viewerId!, like }),
    onMutate: async (like) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: feedKeys.posts(viewerId!) }),
        queryClient.cancelQueries({ queryKey: feedKeys.post(viewerId!, post.id) }),
      ]);
      apply(like);
    },
    // Reverting with the inverse change (not a snapshot) keeps counts that arrived live meanwhile.
    onError: (_error, like) => {
      apply(!like);
      showToast(FEED_TEXTS.likeFailed);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  return {
    isPending: mutation.isPending,
    toggle: () => {
      if (!viewerId) {
        showToast(FEED_TEXTS.likeSignedOut);
        return;
      }
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(!post.isLiked);
    },
  };
}
