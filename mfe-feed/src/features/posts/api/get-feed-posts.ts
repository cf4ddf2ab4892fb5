import { CONSTANTS, type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { type FeedPost, POST_COLUMNS, type PostRow } from '../../../lib/feed-types.ts';
import { feedKeys } from '../../../lib/query-keys.ts';

export const feedPostsInput = z.object({
  viewerId: z.guid(),
  /** Only these posts (live inserts revealed by the "new posts" bar); otherwise the newest page. */
  ids: z.optional(z.array(z.guid()).check(z.maxLength(CONSTANTS.feedPageSize))),
});
export type FeedPostsInput = z.infer<typeof feedPostsInput>;

/**
 * The feed in at most 3 requests, whatever the number of posts: the posts with their author embedded, then,
 * in parallel, the viewer's likes among them and the achievements pointing at them.
 */
export async function fetchFeedPosts(input: FeedPostsInput, client: DivaClient = getSupabase()): Promise<FeedPost[]> {
  const { viewerId, ids } = feedPostsInput.parse(input);
  if (ids?.length === 0) return [];
  // Reads retry through TanStack Query (the spec's 3 retries), not a second time inside supabase-js.
  let request = client.from('posts').select(POST_COLUMNS).retry(false);
  if (ids) request = request.in('id', ids);
  const rows = unwrap<PostRow[]>(await request.order('created_at', { ascending: false }).limit(CONSTANTS.feedPageSize));
  if (rows.length === 0) return [];

  const postIds = rows.map((row) => row.id);
  const [likes, achievements] = await Promise.all([
    client.from('post_likes').select('post_id').eq('user_id', viewerId).in('post_id', postIds).retry(false),
    client.from('user_achievements').select('post_id').in('post_id', postIds).not('post_id', 'is', null).retry(false),
  ]);
  const liked = new Set(unwrap<{ post_id: string }[]>(likes).map((like) => like.post_id));
  const flagged = new Set(unwrap<{ post_id: string }[]>(achievements).map((achievement) => achievement.post_id));

  return rows.map((row) => ({
    ...row,
    tags: row.tags ?? [],
    isLiked: liked.has(row.id),
    isAchievement: flagged.has(row.id),
  }));
}

/** The signed-in member's feed; idle while nobody is signed in. */
export function useFeedPosts() {
  const viewerId = useSessionUser()?.id;
  return useQuery({
    queryKey: feedKeys.posts(viewerId ?? 'signed-out'),
    queryFn: () => fetchFeedPosts({ viewerId: viewerId! }),
    enabled: Boolean(viewerId),
  });
}
