import { paths } from '@diva/contracts';
import { Link } from '@diva/router';
import { Anchor, Card, EmptyState, ErrorState, Group, InitialsAvatar, Skeleton, Stack, Text } from '@diva/ui';
import type { ReactNode } from 'react';
import { WHO_TEXTS } from '../../../texts.ts';
import { type Person, useRequests } from '../api/get-requests.ts';

/** Active Connections: each member she is connected with, her action (the page gives Message) and Profile. */
export function ConnectionList({ action }: { action: (person: Person) => ReactNode }) {
  const requests = useRequests();
  if (requests.isError && !requests.data) return <ErrorState message={WHO_TEXTS.loadDataFailed} onRetry={() => void requests.refetch()} />;
  if (!requests.data) return <Skeleton height={80} />;
  if (requests.data.connections.length === 0) return <EmptyState message="No connections yet. Connect with the people suggested for you." />;
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
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
