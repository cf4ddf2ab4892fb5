import { Card, SimpleGrid, Skeleton, Text } from '@diva/ui';
import type { AdminStats } from '../api/get-overview.ts';
import { ADMIN_TEXTS } from '../../../texts.ts';

const CARDS = [
  { key: 'total_users', title: ADMIN_TEXTS.statTotalUsers },
  { key: 'connections_made', title: ADMIN_TEXTS.statConnections },
  { key: 'total_posts', title: ADMIN_TEXTS.statTotalPosts },
  { key: 'posts_last_7_days', title: ADMIN_TEXTS.statRecentActivity, hint: ADMIN_TEXTS.recentActivityHint },
] as const;

/** The four figures at the top of the dashboard (spec 02 §2). */
export function StatCards({ stats }: { stats: AdminStats | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="admin-stats">
      {CARDS.map((card) => (
        <Card key={card.key} withBorder radius="lg" padding="md" aria-label={card.title} role="group">
          <Text size="sm" c="dimmed">
            {card.title}
          </Text>
          {stats ? (
            <Text fz={28} fw={700} data-testid={`stat-${card.key}`}>
              {stats[card.key].toLocaleString('en-US')}
            </Text>
          ) : (
            <Skeleton height={34} mt={4} />
          )}
          {'hint' in card ? (
            <Text size="xs" c="dimmed">
              {card.hint}
            </Text>
          ) : null}
        </Card>
      ))}
    </SimpleGrid>
  );
}
