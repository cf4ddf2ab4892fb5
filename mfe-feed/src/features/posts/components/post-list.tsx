import { useFirstCommitSlice } from '@diva/contracts';
import { Stack } from '@diva/ui';
import type { FeedPost } from '../../../lib/feed-types.ts';
import { PostCard, type PostCardSlots } from './post-card.tsx';

/**
 * The cards of the list's first commit: more than a tall screen shows. Rendering all 50 cards in the commit that
 * first shows the feed held the first post back by the time the other 44 take to render (the scripts had all
 * arrived ~500 ms before the posts showed on a loaded machine); the rest follow in the next commit, as a transition
 * that yields to the member's input.
 */
export const FIRST_COMMIT_CARDS = 6;

/** The posts as an ARIA feed: articles that assistive technology can page through. */
export function PostList({ posts, ...slots }: { posts: readonly FeedPost[] } & PostCardSlots) {
  const { shown, pending } = useFirstCommitSlice(posts, FIRST_COMMIT_CARDS);

  return (
    <Stack gap="md" role="feed" aria-label="Posts" aria-busy={pending} data-testid="post-list">
      {shown.map((post, index) => (
        <PostCard key={post.id} post={post} position={{ index, size: posts.length }} {...slots} />
      ))}
    </Stack>
  );
}
