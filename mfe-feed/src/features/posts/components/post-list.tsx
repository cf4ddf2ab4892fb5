import { Stack } from '@diva/ui';
import type { FeedPost } from '../../../lib/feed-types.ts';
import { PostCard, type PostCardSlots } from './post-card.tsx';

/** The posts as an ARIA feed: articles that assistive technology can page through. */
export function PostList({ posts, ...slots }: { posts: readonly FeedPost[] } & PostCardSlots) {
  return (
    <Stack gap="md" role="feed" aria-label="Posts" aria-busy="false" data-testid="post-list">
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} position={{ index, size: posts.length }} {...slots} />
      ))}
    </Stack>
  );
}
