import { Box, Button } from '@diva/ui';
import { ArrowUpIcon } from '@diva/ui/icons';

export const newPostsLabel = (count: number): string => `${count} new ${count === 1 ? 'post' : 'posts'}`;

/**
 * "N new posts": live posts wait here instead of moving the list while the member reads; a click puts them
 * at the top. The region is announced politely when the count changes.
 */
export function NewPostsBar({ count, loading, onShow }: { count: number; loading: boolean; onShow: () => void }) {
  return (
    <Box aria-live="polite" pos="sticky" top={8} style={{ zIndex: 2, display: 'flex', justifyContent: 'center' }}>
      {count > 0 ? (
        <Button variant="glamour" radius="xl" size="sm" mb="md" leftSection={<ArrowUpIcon size={16} />} loading={loading} onClick={onShow} data-testid="new-posts-bar">
          {newPostsLabel(count)}
        </Button>
      ) : null}
    </Box>
  );
}
