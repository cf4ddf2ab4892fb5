import { Button, EmptyState } from '@diva/ui';
import { useNavigate } from '@diva/router';

/** The feed before anyone has posted: an invitation to write the first post. */
export function EmptyFeed() {
  const navigate = useNavigate();
  return (
    <EmptyState
      data-testid="empty-feed"
      title="Your network is waiting for its first story"
      message="Share a win, a question or something you learned this week. Every great conversation here starts with one post."
      action={
        <Button variant="glamour" onClick={() => navigate({ hash: '#composer' })}>
          Write the first post
        </Button>
      }
    />
  );
}
