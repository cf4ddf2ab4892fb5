import { Card, Stack, Text, Title } from '@diva/ui';
import { DECISION_GUIDE, connectionTypeTitle } from '../utils/strategies.ts';

/** "Which connection do you need?": each situation and the connection type it calls for. */
export function DecisionGuide() {
  return (
    <Card withBorder radius="lg">
      <Title order={2} size="h4">Which connection do you need?</Title>
      <Stack gap={2} component="ul" style={{ paddingLeft: 18 }}>
        {DECISION_GUIDE.map((row) => (
          <li key={row.situation}><Text size="sm">{row.situation} → {connectionTypeTitle(row.type)}</Text></li>
        ))}
      </Stack>
    </Card>
  );
}
