import { COMMON_TEXTS } from '@diva/core/texts';
import { Container, ErrorState, Text } from '@diva/ui';
import { Navigate, useParams } from '@diva/router';
import { useOpenConversation } from '../features/conversations/api/open-conversation.ts';
import { MESSAGING_TEXTS } from '../texts.ts';

/**
 * `with/:userId`, where Message in another area links: finds or opens the pair's conversation and replaces the
 * address with the conversation's own (`<basePath>/<id>`), where the thread shows with its composer.
 */
export default function OpenConversationPage({ basePath }: { basePath: string }) {
  const { userId = '' } = useParams();
  const open = useOpenConversation(userId);

  if (open.data) return <Navigate to={`${basePath}/${open.data}`} replace />;
  if (open.isError || !open.isFetching) {
    return (
      <Container size="sm" py="xl" data-testid="open-conversation-error">
        <ErrorState message={COMMON_TEXTS.startConversationFailed} onRetry={() => void open.refetch()} retrying={open.isFetching} />
      </Container>
    );
  }
  return (
    <Text c="dimmed" ta="center" py="xl" role="status" data-testid="opening-conversation">
      {MESSAGING_TEXTS.openingConversation}
    </Text>
  );
}
