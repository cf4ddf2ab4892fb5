import { paths } from '@diva/contracts';
import { Link } from '@diva/router';
import { Anchor, Card, Text, Title } from '@diva/ui';

/** Her practice with the coach: how many sessions and the rounded mean score. */
export function PracticeCard({ count, average }: { count: number; average: number | null }) {
  return (
    <Card withBorder radius="lg" data-testid="who-practice">
      <Title order={2} size="h4">Practice</Title>
      <Text size="sm">{count} practice sessions{average === null ? '' : `, average score ${average}`}</Text>
      <Anchor component={Link} to={paths.pregameCoach()}>Practice with the coach</Anchor>
    </Card>
  );
}
