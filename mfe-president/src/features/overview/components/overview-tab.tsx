import { COMMON_TEXTS } from '@diva/core/texts';
import { Card, QueryView, SimpleGrid, Text } from '@diva/ui';
import { useStats } from '../api/get-stats.ts';
import { PRESIDENT_TEXTS } from '../../../texts.ts';

const CARDS = [
  ['members', PRESIDENT_TEXTS.statMembers],
  ['events', PRESIDENT_TEXTS.statEvents],
  ['rsvps', PRESIDENT_TEXTS.statRsvps],
  ['connections', PRESIDENT_TEXTS.statConnections],
] as const;

/** Stat cards: members, events, RSVPs, connections (spec 02 §2). */
export function OverviewTab({ scope }: { scope: 'chapter' | 'network' }) {
  const stats = useStats(scope);
  return (
    <QueryView query={stats} failure={COMMON_TEXTS.loadDashboardFailed} empty="" isEmpty={() => false} testId="overview">
      {(data) => (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="stat-cards">
          {CARDS.map(([key, label]) => (
            <Card key={key} withBorder radius="md" padding="md">
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text fz="xl" fw={700} data-testid={`stat-${key}`}>
                {data[key]}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </QueryView>
  );
}
