import { Button, Card, SimpleGrid, Text, Title } from '@diva/ui';
import { CONNECTION_TYPES, type ConnectionType } from '../utils/strategies.ts';

/** The four connection types, each starting an AI strategy session. */
export function ConnectionTypes({ onStart }: { onStart: (type: ConnectionType) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
      {CONNECTION_TYPES.map((c) => (
        <Card key={c.type} withBorder radius="lg">
          <Title order={2} size="h4">{c.title}</Title>
          <Text size="sm" c="dimmed">{c.text}</Text>
          <Button mt="sm" variant="outline" onClick={() => onStart(c.type)}>Start AI strategy session</Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
