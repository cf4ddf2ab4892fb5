import { Link } from '@diva/router';
import { Anchor, Badge, Button, Card, EmptyState, ErrorState, Group, InitialsAvatar, SimpleGrid, Skeleton, Stack, TagList, Text, Title } from '@diva/ui';
import { UrlTabs } from '@diva/ui/data';
import { lazy, Suspense, useState } from 'react';
import { MessageButton } from '../../../lib/message-button.tsx';
import { useAnswerRequest } from '../api/answer-request.ts';
import { MATCHES_PAGE, type Match, useMatches } from '../api/get-matches.ts';
import { useRequests } from '../api/get-requests.ts';
import { useLiveRequests } from '../api/use-live-requests.ts';
import { WHO_TEXTS } from '../../../texts.ts';

const RequestDialog = lazy(() => import('./request-dialog.tsx'));

function DiscoverPeople() {
  const [pages, setPages] = useState(1);
  const [asking, setAsking] = useState<Match | null>(null);
  const matches = useMatches(pages);
  if (matches.isError && !matches.data) return <ErrorState message={WHO_TEXTS.loadDataFailed} onRetry={() => void matches.refetch()} retrying={matches.isFetching} />;
  if (!matches.data) return <Skeleton height={160} />;
  const shown = matches.data.slice(0, pages * MATCHES_PAGE);
  if (shown.length === 0) return <EmptyState message="No new members to suggest right now. Add more superpowers and passions to find matches." />;
  return (
    <Stack gap="md" pt="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {shown.map((m) => (
          <Card key={m.user_id} withBorder radius="lg" data-testid="who-match">
            <Group gap="xs" wrap="nowrap">
              <InitialsAvatar displayName={m.display_name} src={m.avatar_url} />
              <div>
                <Anchor component={Link} to={`/app/profile/${m.user_id}`} fw={600}>{m.display_name}</Anchor>
                {m.role ? <Text size="xs" c="dimmed">{m.role}</Text> : null}
              </div>
            </Group>
            <TagList tags={m.skills.slice(0, 3)} />
            <Stack gap={2} component="ul" mt="xs" style={{ paddingLeft: 18 }} data-testid="who-match-reasons">
              {m.reasons.map((r) => <li key={r}><Text size="sm">{r}</Text></li>)}
            </Stack>
            <Button mt="sm" onClick={() => setAsking(m)} aria-label={`Connect with ${m.display_name}`}>Connect</Button>
          </Card>
        ))}
      </SimpleGrid>
      {matches.data.length > shown.length ? (
        <Button variant="outline" loading={matches.isFetching} onClick={() => setPages((p) => p + 1)}>Show more</Button>
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <RequestDialog match={asking} onClose={() => setAsking(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function Requests() {
  const requests = useRequests();
  const answer = useAnswerRequest();
  if (requests.isError && !requests.data) return <ErrorState message={WHO_TEXTS.loadDataFailed} onRetry={() => void requests.refetch()} />;
  if (!requests.data) return <Skeleton height={80} />;
  if (requests.data.incoming.length === 0) return <EmptyState message="No pending connection requests." />;
  return (
    <Stack gap="sm" pt="md">
      {requests.data.incoming.map((r) => (
        <Card key={r.id} withBorder radius="lg" data-testid="who-request">
          <Anchor component={Link} to={`/app/profile/${r.requester_id}`} fw={600}>{r.requester.display_name}</Anchor>
          {r.message ? <Text size="sm">{r.message}</Text> : null}
          <Group gap="xs" mt="xs">
            <Button size="sm" loading={answer.isPending} onClick={() => answer.mutate({ id: r.id, status: 'approved' })}>Approve</Button>
            <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => answer.mutate({ id: r.id, status: 'denied' })}>Deny</Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function Connections() {
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
              <MessageButton userId={person.user_id} name={person.display_name} />
              <Anchor component={Link} to={`/app/profile/${person.user_id}`}>Profile</Anchor>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

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
                Connection Requests <Badge size="sm" data-testid="who-requests-count" aria-label={`${pending} pending`}>{pending}</Badge>
              </Group>
            ),
            panel: <Requests />,
          },
          { value: 'connections', label: 'Active Connections', panel: <Connections /> },
        ]}
      />
    </Stack>
  );
}
