import { Card, Group, Stack, Text, Title } from '@diva/ui';
import type { Scorecard } from '../lib/practice-types.ts';

/** Six criteria 1–5 with her quoted words and the coach's tip each, and the overall score 0–100. */
export function ScorecardView({ scorecard }: { scorecard: Scorecard }) {
  return (
    <Stack gap="sm" data-testid="scorecard">
      <Group justify="space-between" align="baseline">
        <Title order={3} size="h4">
          Your scorecard
        </Title>
        <Text fw={700} size="xl" data-testid="overall-score">
          {scorecard.overall}/100
        </Text>
      </Group>
      <Text size="sm">{scorecard.summary}</Text>
      {scorecard.criteria.map((criterion) => (
        <Card key={criterion.id} withBorder padding="sm" radius="md" data-testid="criterion">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} size="sm">
              {criterion.label}
            </Text>
            <Text fw={700} size="sm" aria-label={`${criterion.score} out of 5`}>
              {criterion.score}/5
            </Text>
          </Group>
          <Text size="sm" fs="italic">
            “{criterion.evidence}”
          </Text>
          {/* Scorecards stored before the function gave tips have none. */}
          {criterion.tip ? <Text size="sm">Tip: {criterion.tip}</Text> : null}
        </Card>
      ))}
    </Stack>
  );
}
