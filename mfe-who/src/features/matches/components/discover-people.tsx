import { paths } from '@diva/contracts';
import { Link } from '@diva/router';
import { Anchor, Button, Card, EmptyState, ErrorState, Group, InitialsAvatar, SimpleGrid, Skeleton, Stack, TagList, Text } from '@diva/ui';
import { lazy, Suspense, useState } from 'react';
import { WHO_TEXTS } from '../../../texts.ts';
import { MATCHES_PAGE, type Match, useMatches } from '../api/get-matches.ts';

const RequestDialog = lazy(() => import('./request-dialog.tsx'));

/** Discover People: ranked members with their reasons, 3 more on Show more, Connect opening the request dialog. */
export function DiscoverPeople() {
  const [pages, setPages] = useState(1);
  const [asking, setAsking] = useState<Match | null>(null);
  const matches = useMatches(pages);
  if (matches.isError && !matches.data) return <ErrorState message={WHO_TEXTS.loadDataFailed} onRetry={() => void matches.refetch()} retrying={matches.isFetching} />;
  if (!matches.data) return <Skeleton height={160} />;
  const shown = matches.data.slice(0, pages * MATCHES_PAGE);
  if (shown.length === 0) return <EmptyState message="No new members to suggest right now. Add more superpowers and passions to find matches." />;
  return (
    <Stack gap="md" pt="md">
      {/* Columns by the room the page has, not the screen's width: beside the open sidebar a 768 px screen
          leaves about 450 px, where three cards broke names and skills letter by letter. */}
      <SimpleGrid type="container" cols={{ base: 1, '440px': 2, '720px': 3 }}>
        {shown.map((m) => (
          <Card key={m.user_id} withBorder radius="lg" data-testid="who-match">
            <Group gap="xs" wrap="nowrap">
              <InitialsAvatar displayName={m.display_name} src={m.avatar_url} />
              {/* A long name without spaces breaks inside the card instead of pushing past its edge. */}
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={paths.profile(m.user_id)} fw={600} style={{ overflowWrap: 'anywhere' }}>{m.display_name}</Anchor>
                {m.role ? <Text size="xs" c="dimmed">{m.role}</Text> : null}
              </div>
            </Group>
            <TagList tags={m.skills.slice(0, 3)} />
            <Stack gap={2} component="ul" mt="xs" style={{ paddingLeft: 18 }} data-testid="who-match-reasons">
              {m.reasons.map((r) => <li key={r}><Text size="sm">{r}</Text></li>)}
            </Stack>
            <Button mt="sm" onClick={() => setAsking(m)} aria-label={`Connect with ${m.display_name}`}>Connect</Button>
          </Card>
        ))}
      </SimpleGrid>
      {matches.data.length > shown.length ? (
        <Button variant="outline" loading={matches.isFetching} onClick={() => setPages((p) => p + 1)}>Show more</Button>
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <RequestDialog match={asking} onClose={() => setAsking(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
