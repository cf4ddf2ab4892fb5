import { paths } from '@diva/contracts';
import { formatDate } from '@diva/core';
import { Link } from '@diva/router';
import { Anchor, Card, Group, QueryView, SimpleGrid, Stack, Text, Title } from '@diva/ui';
import { type ChapterEvent, useChapterEvents } from '../features/events/api/get-chapter-events.ts';
import { type ChapterMember, useChapterMembers } from '../features/members/api/get-chapter-members.ts';
import { OverviewTab } from '../features/overview/components/overview-tab.tsx';
import { PORTAL_EXTRA_TEXTS, PRESIDENT_TEXTS } from '../texts.ts';

const NEXT = 3;
const NEWEST = 5;
const today = () => new Date().toISOString().slice(0, 10);

/** Her chapter's (the moderator: the network's) approved events from today on, soonest first. */
export const nextEvents = (events: ChapterEvent[], from = today()): ChapterEvent[] =>
  events
    .filter((e) => e.approved && e.date >= from)
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time))
    .slice(0, NEXT);

export const newestMembers = (members: ChapterMember[]): ChapterMember[] =>
  [...members].sort((a, b) => b.joined_at.localeCompare(a.joined_at)).slice(0, NEWEST);

/**
 * The overview: the four figures, then what comes next (events with their RSVP counts), who joined last, and
 * the way back to the member app. The events and members come from the portal's own functions, which decide
 * what she may see.
 */
export function OverviewPanel({ scope }: { scope: 'chapter' | 'network' }) {
  const events = useChapterEvents();
  const members = useChapterMembers('');
  return (
    <Stack gap="md">
      <OverviewTab scope={scope} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="overview-next-events">
          <Title order={2} size="h4" id="overview-next-events" mb="xs">
            {PORTAL_EXTRA_TEXTS.nextEvents}
          </Title>
          <QueryView query={events} failure={PRESIDENT_TEXTS.loadChapterEventsFailed} empty={PORTAL_EXTRA_TEXTS.noNextEvents} isEmpty={(d) => nextEvents(d).length === 0} testId="overview-events">
            {(data) => (
              <Stack gap="xs" data-testid="overview-next-events">
                {nextEvents(data).map((e) => (
                  <Group key={e.id} justify="space-between" wrap="nowrap" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <Anchor component={Link} to={paths.event(e.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {e.title}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {formatDate(`${e.date}T${e.time}`, 'eventLong')}
                      </Text>
                    </div>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {PORTAL_EXTRA_TEXTS.rsvpCount(e.current_attendees)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </QueryView>
        </Card>
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="overview-newest-members">
          <Title order={2} size="h4" id="overview-newest-members" mb="xs">
            {PORTAL_EXTRA_TEXTS.newestMembers}
          </Title>
          <QueryView query={members} failure={PRESIDENT_TEXTS.loadMembersFailed} empty={PORTAL_EXTRA_TEXTS.noNewMembers} isEmpty={(d) => d.length === 0} testId="overview-members">
            {(data) => (
              <Stack gap="xs" data-testid="overview-newest-members">
                {newestMembers(data).map((m) => (
                  <Group key={m.user_id} justify="space-between" wrap="nowrap" gap="xs">
                    <Anchor component={Link} to={paths.profile(m.user_id)} style={{ overflowWrap: 'anywhere' }}>
                      {m.display_name}
                    </Anchor>
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(m.joined_at, 'achievement')}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </QueryView>
        </Card>
      </SimpleGrid>
      <Anchor component={Link} to={paths.who()} data-testid="back-to-app">
        {PORTAL_EXTRA_TEXTS.backToApp}
      </Anchor>
    </Stack>
  );
}
