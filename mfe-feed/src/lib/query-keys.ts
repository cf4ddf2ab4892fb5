import { feedPostsKey } from '@diva/contracts';

/**
 * TanStack Query keys of the feed, in one place so every feature reads and updates the same cache entries.
 * Everything starts with 'feed', so `invalidateQueries({ queryKey: feedKeys.all })` refreshes the whole area.
 */
export const feedKeys = {
  all: ['feed'] as const,
  /**
   * The 50 newest posts as one viewer sees them (her like state differs from another member's). The key of the
   * shell's prefetch too (`firstRouteQueries` of `@diva/contracts`), so the first page is read once.
   */
  posts: feedPostsKey,
  /** One post for its permalink, as this viewer sees it. */
  post: (viewerId: string, postId: string) => ['feed', 'post', viewerId, postId] as const,
  /** A post's comments, oldest first. */
  comments: (postId: string) => ['feed', 'comments', postId] as const,
};
