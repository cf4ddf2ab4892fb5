import { Badge, Button, Card, ErrorState, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@diva/ui';
import { lazy, Suspense, useState } from 'react';
import { nextStage, stageOf } from '../../../lib/progress.ts';
import { asConnectionType, CONNECTION_TYPES, type ConnectionType, DECISION_GUIDE, connectionTypeTitle } from '../../../lib/strategies.ts';
import { useAdvanceGoal } from '../api/advance-goal.ts';
import { type Goal, useGoals } from '../api/get-goals.ts';
import { WHO_TEXTS } from '../../../texts.ts';

const CoachSession = lazy(() => import('./coach-session.tsx'));

/** Who Strategies: the four connection types, the decision guide, the AI session and "Your Sessions". */
export function GoalsPage() {
  const goals = useGoals();
  const advance = useAdvanceGoal();
  const [session, setSession] = useState<{ type: ConnectionType; goal?: Goal } | null>(null);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">Who Strategies</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {CONNECTION_TYPES.map((c) => (
          <Card key={c.type} withBorder radius="lg">
            <Title order={2} size="h4">{c.title}</Title>
            <Text size="sm" c="dimmed">{c.text}</Text>
            <Button mt="sm" variant="outline" onClick={() => setSession({ type: c.type })}>Start AI strategy session</Button>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder radius="lg">
        <Title order={2} size="h4">Which connection do you need?</Title>
        <Stack gap={2} component="ul" style={{ paddingLeft: 18 }}>
          {DECISION_GUIDE.map((row) => (
            <li key={row.situation}><Text size="sm">{row.situation} → {connectionTypeTitle(row.type)}</Text></li>
          ))}
        </Stack>
      </Card>
      {session ? (
        <Suspense fallback={<Skeleton height={200} />}>
          <CoachSession key={session.goal?.id ?? session.type} connectionType={session.type} goal={session.goal} onClose={() => setSession(null)} />
        </Suspense>
      ) : null}
      <Title order={2} size="h3">Your Sessions</Title>
      {goals.isError && !goals.data ? (
        <ErrorState message={WHO_TEXTS.loadGoalsFailed} onRetry={() => void goals.refetch()} retrying={goals.isFetching} />
      ) : !goals.data ? (
        <Skeleton height={80} />
      ) : goals.data.length === 0 ? (
        <Text>No sessions yet. Start an AI strategy session above and save it.</Text>
      ) : (
        <Stack gap="sm" data-testid="who-goals">
          {goals.data.map((goal) => {
            const stage = stageOf(goal.status);
            const next = nextStage(goal.status);
            return (
              <Card key={goal.id} withBorder radius="lg" data-testid="who-goal">
                <Group justify="space-between" wrap="wrap">
                  <Text fw={600}>{goal.title}</Text>
                  <Badge data-testid="who-goal-stage">{stage.label} · {stage.progress}%</Badge>
                </Group>
                <progress value={stage.progress} max={100} aria-label={`${goal.title} progress`} style={{ width: '100%' }} />
                {goal.status_reason ? <Text size="sm" data-testid="who-goal-reason">{goal.status_reason}</Text> : null}
                <Group gap="xs" mt="xs">
                  <Button size="sm" variant="outline" onClick={() => setSession({ type: asConnectionType(goal.category), goal })}>
                    Continue
                  </Button>
                  {next ? (
                    <Button size="sm" loading={advance.isPending && advance.variables?.id === goal.id} onClick={() => advance.mutate(goal)}>
                      Move to {next.label}
                    </Button>
                  ) : null}
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
