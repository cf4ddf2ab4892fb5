import { Badge, Group, Stack, Title } from '@diva/ui';
import { UrlTabs } from '@diva/ui/data';
import { MessageButton } from '../features/conversations/components/message-button.tsx';
import { useRequests } from '../features/matches/api/get-requests.ts';
import { ConnectionList } from '../features/matches/components/connection-list.tsx';
import { DiscoverPeople } from '../features/matches/components/discover-people.tsx';
import { RequestList } from '../features/matches/components/request-list.tsx';
import { useLiveRequests } from '../features/matches/hooks/use-live-requests.ts';

/** Who Matches: Discover People, Connection Requests (with a count badge), Active Connections. */
export function MatchesPage() {
  useLiveRequests();
  const pending = useRequests().data?.incoming.length ?? 0;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">Who Matches</Title>
      <UrlTabs
        mode="search"
        aria-label="Who Matches"
        tabs={[
          { value: 'discover', label: 'Discover People', panel: <DiscoverPeople /> },
          {
            value: 'requests',
            label: (
              <Group gap={6} wrap="nowrap">
                Connection Requests
                {/* The count badge appears once something waits: a "0" badge reads as an alert with nothing behind it. */}
                {pending > 0 ? (
                  <Badge size="sm" data-testid="who-requests-count" aria-label={`${pending} pending`}>
                    {pending}
                  </Badge>
                ) : null}
              </Group>
            ),
            panel: <RequestList />,
          },
          {
            value: 'connections',
            label: 'Active Connections',
            panel: <ConnectionList action={(person) => <MessageButton userId={person.user_id} name={person.display_name} />} />,
          },
        ]}
      />
    </Stack>
  );
}
