import { useContentReadyMark } from '@diva/contracts';
import { Button, Card, EmptyState, ErrorState, Group, RelativeTime, Skeleton, Stack, Text, Title } from '@diva/ui';
import type { PracticeSession } from '../../../lib/practice-types.ts';
import { useRecentSessions } from '../api/get-recent-sessions.ts';
import { COACH_TEXTS } from '../../../texts.ts';

interface Props {
  onView: (session: PracticeSession) => void;
  onRestart: (session: PracticeSession) => void;
  onDelete: (session: PracticeSession) => void;
}

/** Her 10 most recently updated sessions with view, restart and delete. */
export function RecentSessions({ onView, onRestart, onDelete }: Props) {
  const sessions = useRecentSessions();
  // Her recent sessions (or the empty state) on screen: the coach page's real data.
  useContentReadyMark('coach', sessions.data !== undefined);
  let body;
  if (sessions.data) {
    body =
      sessions.data.length === 0 ? (
        <EmptyState title="No sessions yet" message={COACH_TEXTS.emptySessions} data-testid="sessions-empty" />
      ) : (
        <Stack gap="xs">
          {sessions.data.map((session) => (
            <Card key={session.id} withBorder radius="md" padding="sm" data-testid="recent-session">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Text fw={600}>{session.scenario_name}</Text>
                  <Group gap="xs">
                    <Text size="sm" fw={600}>
                      {session.status === 'completed' ? 'Completed' : 'Active'}
                    </Text>
                    {session.score != null ? <Text size="sm">Score {session.score}/100</Text> : null}
                    <Text size="sm" c="dimmed">
                      <RelativeTime value={session.updated_at} />
                    </Text>
                  </Group>
                </Stack>
                <Group gap="xs">
                  <Button size="sm" variant="outline" onClick={() => onView(session)} aria-label={`View ${session.scenario_name}`}>
                    View
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => onRestart(session)} aria-label={`Restart ${session.scenario_name}`}>
                    Restart
                  </Button>
                  <Button size="sm" variant="destructive" onClick={() => onDelete(session)} aria-label={`Delete ${session.scenario_name}`}>
                    Delete
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      );
  } else if (sessions.isError) {
    body = <ErrorState message={COACH_TEXTS.loadSessionsFailed} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />;
  } else {
    body = (
      <Stack gap="xs" data-testid="sessions-loading">
        <Skeleton height={64} radius="md" />
        <Skeleton height={64} radius="md" />
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="coach-recent-title">
      <Title order={2} size="h4" id="coach-recent-title">
        Recent Sessions
      </Title>
      {body}
    </Stack>
  );
}
