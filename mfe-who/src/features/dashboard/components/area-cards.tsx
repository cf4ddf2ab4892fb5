import { Link } from '@diva/router';
import { Button, Card, SimpleGrid, Text, Title } from '@diva/ui';

const AREAS = [
  { to: 'discovery', title: 'Who Discovery', text: 'Name your superpowers, passions and purpose.' },
  { to: 'goals', title: 'Who Strategies', text: 'Set networking goals with the AI goal coach.' },
  { to: 'matches', title: 'Who Matches', text: 'Meet the members who fit your goals.' },
];

/** The three Who pages, each with its Open button. */
export function AreaCards({ basePath }: { basePath: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {AREAS.map((area) => (
        <Card key={area.to} withBorder radius="lg">
          <Title order={2} size="h4">{area.title}</Title>
          <Text size="sm" c="dimmed">{area.text}</Text>
          <Button component={Link} to={`${basePath}/${area.to}`} variant="outline" mt="sm">Open {area.title}</Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
