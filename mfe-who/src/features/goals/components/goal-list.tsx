import { errorToast } from '@diva/core/texts';
import { Badge, Button, Card, ErrorState, Group, Skeleton, Stack, Text, showToast } from '@diva/ui';
import { nextStage, stageOf } from '../../../lib/goal-stages.ts';
import { WHO_TEXTS } from '../../../texts.ts';
import { useAdvanceGoal } from '../api/advance-goal.ts';
import { type Goal, useGoals } from '../api/get-goals.ts';

/** "Your Sessions": each goal with its stage, why it moved, Continue and the next-stage button. */
export function GoalList({ onContinue }: { onContinue: (goal: Goal) => void }) {
  const goals = useGoals();
  const advance = useAdvanceGoal();
  const moveOn = (goal: Goal) => {
    if (advance.isPending && advance.variables?.id === goal.id) return;
    advance.mutateAsync(goal).catch(() => showToast(errorToast(WHO_TEXTS.updateGoalFailed)));
  };

  if (goals.isError && !goals.data) return <ErrorState message={WHO_TEXTS.loadGoalsFailed} onRetry={() => void goals.refetch()} retrying={goals.isFetching} />;
  if (!goals.data) return <Skeleton height={80} />;
  if (goals.data.length === 0) return <Text>No sessions yet. Start an AI strategy session above and save it.</Text>;
  return (
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
              <Button size="sm" variant="outline" onClick={() => onContinue(goal)}>
                Continue
              </Button>
              {next ? (
                <Button size="sm" loading={advance.isPending && advance.variables?.id === goal.id} onClick={() => moveOn(goal)}>
                  Move to {next.label}
                </Button>
              ) : null}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
