import { Container } from '@diva/ui';
import { BlockedMembers } from '../features/blocks/components/blocked-members.tsx';

/** /app/messages/blocked: the members the viewer blocked, with Unblock. Loaded on demand. */
export default function BlockedPage({ basePath }: { basePath: string }) {
  return (
    <Container size="sm" data-testid="blocked-page">
      <BlockedMembers backTo={basePath} />
    </Container>
  );
}
