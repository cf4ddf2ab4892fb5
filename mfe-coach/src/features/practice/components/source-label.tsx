import { Badge, Text } from '@diva/ui';
import type { CoachSource } from '../api/coach.ts';
import { COACH_TEXTS } from '../../../texts.ts';

/** Which engine answered, said honestly. */
export function SourceLabel({ source }: { source: CoachSource | null }) {
  if (source === 'offline')
    return (
      <Text size="xs" c="dimmed" data-testid="coach-source">
        {COACH_TEXTS.builtInCoach}
      </Text>
    );
  if (source === 'model')
    return (
      <Badge variant="light" color="grape.9" data-testid="coach-source">
        {COACH_TEXTS.modelCoach}
      </Badge>
    );
  return null;
}
