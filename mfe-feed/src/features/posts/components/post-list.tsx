import { useFirstCommitSlice } from '@diva/contracts';
import { Stack } from '@diva/ui';
import type { FeedPost } from '../../../lib/feed-types.ts';
import { PostCard, type PostCardSlots } from './post-card.tsx';

/**
 * The cards of the list's first commit: what the first screen shows under the composer (two at 1280×800, one or
 * two on a phone), and one more. Every card in that commit is styled, laid out and painted before the first post
 * shows (about 40 elements each); the rest follow in the next commit, as a transition that yields to the member's
 * input. Six cards here measured about 40 ms later to the first post than three (interleaved A/B, same build).
 */
export const FIRST_COMMIT_CARDS = 3;

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
