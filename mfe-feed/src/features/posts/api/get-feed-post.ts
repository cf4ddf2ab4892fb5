import { useSessionUser, z } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import type { FeedPost } from '../../../lib/feed-types.ts';
import { feedKeys } from '../../../lib/query-keys.ts';
import { fetchFeedPosts } from './get-feed-posts.ts';

export const feedPostInput = z.object({ postId: z.string() });

/** One post for its permalink, as the feed shows it (author, like state, achievement); null when it is gone or the link is wrong. */
export function useFeedPost(postId: string) {
  const viewerId = useSessionUser()?.id;
  const valid = z.guid().safeParse(postId).success;
  return useQuery<FeedPost | null>({
    queryKey: feedKeys.post(viewerId ?? 'signed-out', postId),
    queryFn: async () => (valid ? ((await fetchFeedPosts({ viewerId: viewerId!, ids: [postId] }))[0] ?? null) : null),
    enabled: Boolean(viewerId),
  });
}
