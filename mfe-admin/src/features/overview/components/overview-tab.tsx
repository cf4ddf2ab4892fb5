import { Card, QueryView, RelativeTime, SimpleGrid, Stack, Text, Title } from '@diva/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { excerpt, nameOr } from '../../../lib/format.ts';
import type { Overview } from '../api/get-overview.ts';
import { ADMIN_TEXTS } from '../../../texts.ts';

/** The 5 newest members and the 5 newest posts. */
export function OverviewTab({ query }: { query: UseQueryResult<Overview> }) {
  return (
    <QueryView query={query} failure={ADMIN_TEXTS.loadDashboardFailed} empty="" isEmpty={() => false} testId="overview">
      {({ recentUsers, recentPosts }) => (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Card withBorder radius="lg" padding="md">
            <Title order={3} size="h5" mb="sm">
              {ADMIN_TEXTS.recentUsers}
            </Title>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {recentUsers.length === 0 ? <Text c="dimmed">{ADMIN_TEXTS.noUsers}</Text> : null}
              {recentUsers.map((user) => (
                <li key={user.user_id}>
                  <Text size="sm" fw={600}>
                    {nameOr(user.display_name)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Joined <RelativeTime value={user.created_at} />
                  </Text>
                </li>
              ))}
            </Stack>
          </Card>
          <Card withBorder radius="lg" padding="md">
            <Title order={3} size="h5" mb="sm">
              {ADMIN_TEXTS.recentPosts}
            </Title>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {recentPosts.length === 0 ? <Text c="dimmed">{ADMIN_TEXTS.noPosts}</Text> : null}
              {recentPosts.map((post) => (
                <li key={post.id}>
                  <Text size="sm">{excerpt(post.content)}</Text>
                  <Text size="xs" c="dimmed">
                    {nameOr(post.author?.display_name)} · <RelativeTime value={post.created_at} />
                  </Text>
                </li>
              ))}
            </Stack>
          </Card>
        </SimpleGrid>
      )}
    </QueryView>
  );
}
