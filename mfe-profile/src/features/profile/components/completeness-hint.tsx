import { Button, Card, Group, Text } from '@diva/ui';
import { COMPLETENESS_LABELS, type CompletenessItem } from '../utils/completeness.ts';

/** What is missing for the Who dashboard's progress, each a jump to the field that fills it. */
export function CompletenessHint({ missing, onJump }: { missing: readonly CompletenessItem[]; onJump: (item: CompletenessItem) => void }) {
  if (missing.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="completeness-hint" aria-labelledby="completeness-title">
      <Text fw={600} id="completeness-title">
        Complete your profile
      </Text>
      <Text size="sm" c="dimmed">
        These count toward your progress on the Who dashboard.
      </Text>
      <Group gap="xs" mt="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {missing.map((item) => (
          <li key={item}>
            <Button variant="outline" size="sm" mih={40} onClick={() => onJump(item)}>
              {COMPLETENESS_LABELS[item]}
            </Button>
          </li>
        ))}
      </Group>
    </Card>
  );
}
