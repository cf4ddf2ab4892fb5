import { Button, Card, SimpleGrid, Stack, Text, Title } from '@diva/ui';
import { PRESET_SCENARIOS } from '../utils/scenarios.ts';

/** Popular scenarios, each with its duration, difficulty and a Practice button. */
export function ScenarioList({ onPractice, disabled }: { onPractice: (title: string) => void; disabled?: boolean }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="coach-scenarios-title">
      <Title order={2} size="h4" id="coach-scenarios-title">
        Popular scenarios
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {PRESET_SCENARIOS.map((scenario) => (
          <Card key={scenario.title} withBorder radius="lg" padding="md" data-testid="scenario-card">
            <Stack gap="xs" h="100%" justify="space-between">
              <Stack gap={4}>
                <Title order={3} size="h5">
                  {scenario.title}
                </Title>
                <Text size="sm">{scenario.description}</Text>
                <Text size="sm" fw={600}>
                  {scenario.duration} · {scenario.difficulty}
                </Text>
              </Stack>
              <Button variant="outline" onClick={() => onPractice(scenario.title)} disabled={disabled} aria-label={`Practice ${scenario.title}`}>
                Practice
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
