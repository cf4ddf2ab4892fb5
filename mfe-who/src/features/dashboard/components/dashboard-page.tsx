import { COMMON_TEXTS } from '@diva/core/texts';
import { Link } from '@diva/router';
import { Anchor, Button, Card, ErrorState, Group, InitialsAvatar, PageSkeleton, SimpleGrid, Stack, TagList, Text, Title } from '@diva/ui';
import { nextStep, stageOf, whoProgress } from '../../../lib/progress.ts';
import { MessageButton } from '../../../lib/message-button.tsx';
import { useWhoDashboard } from '../api/get-who-dashboard.ts';


const AREAS = [
  { to: 'discovery', title: 'Who Discovery', text: 'Name your superpowers, passions and purpose.' },
  { to: 'goals', title: 'Who Strategies', text: 'Set networking goals with the AI goal coach.' },
  { to: 'matches', title: 'Who Matches', text: 'Meet the members who fit your goals.' },
];

/** "Your WHO Dashboard": progress, the three areas, 3 recent items per list, practice when there is some. */
export function DashboardPage({ basePath }: { basePath: string }) {
  const dashboard = useWhoDashboard();
  const title = <Title order={1} size="h2">Your WHO Dashboard</Title>;
  if (dashboard.isError && !dashboard.data) {
    return (
      <Stack gap="md">
        {title}
        <ErrorState data-testid="who-dashboard-error" message={COMMON_TEXTS.loadDashboardFailed} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
      </Stack>
    );
  }
  if (!dashboard.data) {
    return (
      <Stack gap="md">
        {title}
        <PageSkeleton label="Loading your dashboard" />
      </Stack>
    );
  }
  const d = dashboard.data;
  const counts = { skills: d.superpowers + d.passions + d.fuel, goals: d.goals, connections: d.connections };
  const progress = whoProgress(counts);
  const step = nextStep(counts);
  return (
    <Stack gap="md" data-testid="who-dashboard">
      {title}
      <Card withBorder radius="lg" data-testid="who-progress">
        <Text fw={600}>Your progress: <span data-testid="who-progress-value">{progress}%</span></Text>
        <progress value={progress} max={100} aria-label="Who progress" style={{ width: '100%' }} />
        {step ? (
          <Text size="sm">Next: <Anchor component={Link} to={`${basePath}/${step.to}`}>{step.text}</Anchor></Text>
        ) : (
          <Text size="sm">Your WHO is complete. Keep growing your network.</Text>
        )}
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {AREAS.map((area) => (
          <Card key={area.to} withBorder radius="lg">
            <Title order={2} size="h4">{area.title}</Title>
            <Text size="sm" c="dimmed">{area.text}</Text>
            <Button component={Link} to={`${basePath}/${area.to}`} variant="outline" mt="sm">Open {area.title}</Button>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder radius="lg">
          <Title order={2} size="h4">Recent superpowers</Title>
          <TagList tags={d.recent_superpowers} emptyText="No superpowers yet." />
        </Card>
        <Card withBorder radius="lg">
          <Title order={2} size="h4">Goals</Title>
          {d.recent_goals.length === 0 ? <Text size="sm">No goals yet.</Text> : (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0 }}>
              {d.recent_goals.map((g) => (
                <li key={g.id}><Text size="sm">{g.title} · {stageOf(g.status).label} ({stageOf(g.status).progress}%)</Text></li>
              ))}
            </Stack>
          )}
        </Card>
        <Card withBorder radius="lg">
          <Title order={2} size="h4">Connections</Title>
          {d.recent_connections.length === 0 ? <Text size="sm">No connections yet.</Text> : (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0 }}>
              {d.recent_connections.map((c) => (
                <li key={c.user_id}>
                  <Group gap="xs" wrap="nowrap">
                    <InitialsAvatar displayName={c.display_name} src={c.avatar_url} size="sm" />
                    <Text size="sm" style={{ flex: 1 }}>{c.display_name}</Text>
                    <MessageButton userId={c.user_id} name={c.display_name} />
                  </Group>
                </li>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>
      {d.practice_count > 0 ? (
        <Card withBorder radius="lg" data-testid="who-practice">
          <Title order={2} size="h4">Practice</Title>
          <Text size="sm">{d.practice_count} practice sessions{d.practice_average === null ? '' : `, average score ${d.practice_average}`}</Text>
          <Anchor component={Link} to="/pregame-coach">Practice with the coach</Anchor>
        </Card>
      ) : null}
    </Stack>
  );
}
