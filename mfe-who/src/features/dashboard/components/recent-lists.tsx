import { Box, Card, Group, InitialsAvatar, SimpleGrid, Stack, TagList, Text, Title } from '@diva/ui';
import type { ReactNode } from 'react';
import { stageOf } from '../../../lib/goal-stages.ts';
import type { WhoDashboard } from '../api/get-who-dashboard.ts';

type Connection = WhoDashboard['recent_connections'][number];

interface Props {
  dashboard: WhoDashboard;
  /** What each connection offers beside her name (the page gives the Message button). */
  connectionAction: (connection: Connection) => ReactNode;
}

/**
 * The 3 most recent superpowers, goals and connections. Three columns from 992 px only: from 768 px the sidebar
 * takes 16rem, and three columns left each card about 100 px, too narrow for a name and its Message link.
 */
export function RecentLists({ dashboard: d, connectionAction }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <Card withBorder radius="lg">
        <Title order={2} size="h4">Recent superpowers</Title>
        <TagList tags={d.recent_superpowers} emptyText="No superpowers yet." />
      </Card>
      <Card withBorder radius="lg">
        <Title order={2} size="h4">Goals</Title>
        {d.recent_goals.length === 0 ? <Text size="sm">No goals yet.</Text> : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {d.recent_goals.map((g) => (
              <li key={g.id}><Text size="sm">{g.title} · {stageOf(g.status).label} ({stageOf(g.status).progress}%)</Text></li>
            ))}
          </Stack>
        )}
      </Card>
      <Card withBorder radius="lg">
        <Title order={2} size="h4">Connections</Title>
        {d.recent_connections.length === 0 ? <Text size="sm">No connections yet.</Text> : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {d.recent_connections.map((c) => (
              <li key={c.user_id}>
                <Group gap="xs" wrap="nowrap">
                  <InitialsAvatar displayName={c.display_name} src={c.avatar_url} size="sm" />
                  {/* The name wraps; the action beside it keeps its width. */}
                  <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{c.display_name}</Text>
                  <Box style={{ flexShrink: 0, display: 'flex' }} data-testid="connection-action">{connectionAction(c)}</Box>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Card>
    </SimpleGrid>
  );
}
