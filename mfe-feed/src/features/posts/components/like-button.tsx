import { Button } from '@diva/ui';
import { HeartIcon } from '@diva/ui/icons';
import type { FeedPost } from '../../../lib/feed-types.ts';
import { useToggleLike } from '../api/toggle-like.ts';

/** The like toggle: optimistic, reverted with a toast when the server refuses. */
export function LikeButton({ post }: { post: FeedPost }) {
  const { toggle, isPending } = useToggleLike(post);
  const count = post.likes_count;
  return (
    <Button
      variant="ghost"
      size="sm"
      color={post.isLiked ? 'glamour' : undefined}
      c={post.isLiked ? 'glamour.6' : undefined}
      leftSection={<HeartIcon filled={post.isLiked} />}
      aria-pressed={post.isLiked}
      aria-busy={isPending || undefined}
      aria-label={`Like, ${count} ${count === 1 ? 'like' : 'likes'}`}
      onClick={toggle}
      data-testid="like-button"
    >
      <span data-testid="like-count">{count}</span>
    </Button>
  );
}
