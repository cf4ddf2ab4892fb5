import { Card, Group, Stack, Text, Title } from '@diva/ui';
import type { Scorecard } from '../lib/practice-types.ts';
import { CRITERION_TIPS } from '../lib/criterion-tips.ts';

/** Six criteria 1–5 with her quoted words and a tip each, and the overall score 0–100. */
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
          <Text size="sm">Tip: {CRITERION_TIPS[criterion.id] ?? 'Keep practising this part of the conversation.'}</Text>
        </Card>
      ))}
    </Stack>
  );
}
