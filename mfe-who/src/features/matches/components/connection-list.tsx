import { paths } from '@diva/contracts';
import { CONNECTION_TEXTS, errorToast } from '@diva/core/texts';
import { Link } from '@diva/router';
import { Anchor, Button, Card, EmptyState, ErrorState, Group, InitialsAvatar, Skeleton, Stack, Text, showToast } from '@diva/ui';
import { ConfirmDialog } from '@diva/ui/overlays';
import { type ReactNode, useState } from 'react';
import { WHO_TEXTS } from '../../../texts.ts';
import { useDeleteRequest } from '../api/delete-request.ts';
import { type Person, useRequests } from '../api/get-requests.ts';

/** Active Connections: each member she is connected with, her action (the page gives Message), Profile and Remove. */
export function ConnectionList({ action }: { action: (person: Person) => ReactNode }) {
  const requests = useRequests();
  const remove = useDeleteRequest();
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  if (requests.isError && !requests.data) return <ErrorState message={WHO_TEXTS.loadDataFailed} onRetry={() => void requests.refetch()} />;
  if (!requests.data) return <Skeleton height={80} />;
  if (requests.data.connections.length === 0) return <EmptyState message="No connections yet. Connect with the people suggested for you." />;
  const confirmRemove = () =>
    removing
      ? remove.mutateAsync(removing.id).then(
          () => setRemoving(null),
          () => showToast(errorToast(CONNECTION_TEXTS.updateRequestFailed)),
        )
      : undefined;
  return (
    <Stack gap="sm" pt="md">
      {requests.data.connections.map(({ id, person }) => (
        <Card key={id} withBorder radius="lg" data-testid="who-connection">
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <InitialsAvatar displayName={person.display_name} src={person.avatar_url} />
              <Text fw={600}>{person.display_name}</Text>
            </Group>
            <Group gap="xs">
              {action(person)}
              <Anchor component={Link} to={paths.profile(person.user_id)}>Profile</Anchor>
              <Button size="sm" variant="ghost" aria-label={`${CONNECTION_TEXTS.remove}: ${person.display_name}`} onClick={() => setRemoving({ id, name: person.display_name })}>
                {CONNECTION_TEXTS.remove}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={confirmRemove}
        loading={remove.isPending}
        destructive
        title={CONNECTION_TEXTS.removeTitle}
        message={removing ? `${removing.name}: ${CONNECTION_TEXTS.removeMessage}` : ''}
        confirmLabel="Remove"
      />
    </Stack>
  );
}
