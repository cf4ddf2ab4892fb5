import { CONSTANTS, type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { FEED_POSTS_SELECT, feedPostsFromRows, feedPostsRead } from '@diva/contracts';
import { useQuery } from '@tanstack/react-query';
import type { FeedPost } from '../../../lib/feed-types.ts';
import { feedKeys } from '../../../lib/query-keys.ts';

export const feedPostsInput = z.object({
  viewerId: z.guid(),
  /** Only these posts (live inserts revealed by the "new posts" bar); otherwise the newest page. */
  ids: z.optional(z.array(z.guid()).check(z.maxLength(CONSTANTS.feedPageSize))),
});
export type FeedPostsInput = z.infer<typeof feedPostsInput>;

/**
 * How long the first page counts as fresh: the shell reads it while this remote downloads (the same read and key,
 * `firstRouteQueries` of `@diva/contracts`), and the feed mounting just after must take that answer, not ask
 * again. New posts arrive live (the "new posts" bar), so nothing waits on a refetch.
 */
export const FEED_FRESH_MS = 30_000;

/**
 * The feed in one request, whatever the number of posts: the posts with their author, the viewer's own like and
 * the achievement pointing at each embedded (the read is described in `@diva/contracts`, which the shell runs too).
 */
export async function fetchFeedPosts(input: FeedPostsInput, client: DivaClient = getSupabase()): Promise<FeedPost[]> {
  const { viewerId, ids } = feedPostsInput.parse(input);
  if (ids?.length === 0) return [];
  const read = feedPostsRead(viewerId, ids);
  // Reads retry through TanStack Query (the spec's 3 retries), not a second time inside supabase-js. The select is
  // named by its constant (read.select holds the same) so a release's data contract can read its columns.
  let request = client.from('posts').select(FEED_POSTS_SELECT).retry(false);
  for (const [column, value] of read.eq) request = request.eq(column, value);
  if (read.in) request = request.in(read.in[0], read.in[1]);
  const rows = unwrap<unknown[]>(await request.order(read.order.column, { ascending: read.order.ascending }).limit(read.limit));
  return feedPostsFromRows(rows) as unknown as FeedPost[];
}

/** The signed-in member's feed; idle while nobody is signed in. */
export function useFeedPosts() {
  const viewerId = useSessionUser()?.id;
  return useQuery({
    queryKey: feedKeys.posts(viewerId ?? 'signed-out'),
    queryFn: () => fetchFeedPosts({ viewerId: viewerId! }),
    enabled: Boolean(viewerId),
    staleTime: FEED_FRESH_MS,
  });
}
