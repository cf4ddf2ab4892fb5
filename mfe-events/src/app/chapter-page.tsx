import { paths } from '@diva/contracts';
import { formatDate, useSessionUser } from '@diva/core';
import { COMMON_TEXTS, CONNECTION_TEXTS, EVENTS_TEXTS } from '@diva/core/texts';
import { Link, useNavigate, useParams } from '@diva/router';
import { Anchor, Avatar, Box, Button, Card, Container, EmptyState, ErrorState, Group, SimpleGrid, Skeleton, Stack, Text, Title, showToast } from '@diva/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { connectWithPresident } from '../features/chapters/api/connect-president.ts';
import { contactChapter } from '../features/chapters/api/contact-chapter.ts';
import { useChapter } from '../features/chapters/api/get-chapter.ts';
import { setMembership } from '../features/chapters/api/set-membership.ts';
import { useRsvp } from '../features/events/hooks/use-rsvp.ts';
import { eventsKeys } from '../lib/query-keys.ts';

type Busy = 'membership' | 'connect' | 'contact' | null;
// Members shown at first and added per "Show more": a chapter of thousands renders in pieces.
const MEMBERS_PAGE = 60;

/** /app/chapter/:id: About, next event, stats, map, president, members, and buttons that all work. */
export function ChapterPage() {
  const { chapterId = '' } = useParams();
  const id = Number(chapterId);
  const viewerId = useSessionUser()?.id;
  const detail = useChapter(id);
  const rsvp = useRsvp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Busy>(null);
  const [membersShown, setMembersShown] = useState(MEMBERS_PAGE);

  if (detail.isError) {
    return <ErrorState message={EVENTS_TEXTS.loadChaptersFailed} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  }
  if (detail.data === null) return <ChapterNotFound />;
  if (!detail.data) return <Skeleton height={480} radius="lg" data-testid="chapter-skeleton" />;
  const { chapter, members, nextEventStatus, nextEventFull } = detail.data;
  const president = chapter.president_user_id;
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventsKeys.all });

  const run = (kind: Exclude<Busy, null>, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(kind);
    action().finally(() => setBusy(null));
  };
  const toggleMembership = () =>
    run('membership', () =>
      setMembership({ viewerId: viewerId!, chapterId: id, join: !chapter.is_member })
        .then(() => showToast(chapter.is_member ? EVENTS_TEXTS.chapterLeft : EVENTS_TEXTS.chapterJoined))
        .catch(() => showToast({ title: EVENTS_TEXTS.chapterUpdateFailed }))
        .then(refresh),
    );
  const connect = () =>
    run('connect', () =>
      connectWithPresident({ viewerId: viewerId!, presidentId: president! })
        .then((outcome) => showToast(outcome === 'sent' ? CONNECTION_TEXTS.sent : CONNECTION_TEXTS.alreadySent))
        .catch(() => showToast(CONNECTION_TEXTS.sendFailed)),
    );
  const contact = () =>
    run('contact', () =>
      contactChapter(president!)
        .then((conversationId) => void navigate(paths.messages(conversationId)))
        .catch(() => showToast({ title: COMMON_TEXTS.startConversationFailed })),
    );
  const attending = nextEventStatus === 'attending' || nextEventStatus === 'waitlisted';
  const attendNext = () => {
    if (!chapter.next_event_id) return;
    rsvp.run(chapter.next_event_id, attending ? 'cancel' : nextEventFull ? 'waitlist' : 'attend');
  };
  const isPresident = president === viewerId;

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} data-testid="chapter-page">
      <Stack gap="md">
        <Anchor component={Link} to={paths.localChapters()} size="sm">
          ← All chapters
        </Anchor>
        {chapter.cover_image_url ? <Box component="img" src={chapter.cover_image_url} alt="" w="100%" h={160} style={{ objectFit: 'cover', borderRadius: 16 }} /> : null}
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {chapter.name}
            </Title>
            <Text c="dimmed">{chapter.location}</Text>
          </div>
          <Button variant={chapter.is_member ? 'outline' : 'glamour'} onClick={toggleMembership} loading={busy === 'membership'} disabled={busy !== null}>
            {chapter.is_member ? 'Leave Chapter' : 'Join Chapter'}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Card withBorder radius="lg">
            <Title order={2} size="h4">
              About
            </Title>
            <Text size="sm">{chapter.description}</Text>
            <Group mt="sm" gap="lg">
              <Text size="sm" data-testid="chapter-member-count">
                <b>{chapter.member_count}</b> {chapter.member_count === 1 ? 'member' : 'members'}
              </Text>
              {chapter.founded_year ? <Text size="sm">Founded {chapter.founded_year}</Text> : null}
              <Text size="sm">Status: {chapter.status}</Text>
            </Group>
          </Card>
          <Card withBorder radius="lg">
            <Title order={2} size="h4">
              Next Event
            </Title>
            {chapter.next_event_id && chapter.next_event_date ? (
              <Stack gap={6}>
                <Anchor component={Link} to={paths.event(chapter.next_event_id)}>
                  {chapter.next_event_title}
                </Anchor>
                <Text size="sm">{formatDate(`${chapter.next_event_date}T00:00:00`, 'eventLong')}</Text>
                <Button variant={attending ? 'outline' : 'glamour'} onClick={attendNext} loading={rsvp.pendingEventId === chapter.next_event_id} disabled={Boolean(rsvp.pendingEventId)}>
                  {nextEventStatus === 'attending' ? 'Cancel RSVP' : nextEventStatus === 'waitlisted' ? 'Leave waitlist' : nextEventFull ? 'Join waitlist' : 'Attend Next Event'}
                </Button>
              </Stack>
            ) : (
              <Text size="sm">No upcoming event yet.</Text>
            )}
          </Card>
          {chapter.map_image_url ? (
            <Card withBorder radius="lg" padding={0}>
              <Box component="img" src={chapter.map_image_url} alt={`Map of ${chapter.location}`} w="100%" style={{ display: 'block' }} />
            </Card>
          ) : null}
          <Card withBorder radius="lg" data-testid="president-card">
            <Title order={2} size="h4">
              Chapter President
            </Title>
            {president ? (
              <Stack gap="xs" mt="xs">
                <Group>
                  <Avatar src={chapter.president_photo_url} alt="" radius="xl" />
                  <div>
                    <Anchor component={Link} to={paths.profile(president)} fw={600}>
                      {chapter.president_name}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {chapter.president_title ?? 'Chapter President'}
                    </Text>
                  </div>
                </Group>
                {chapter.contact_email ? (
                  <Anchor href={`mailto:${chapter.contact_email}`} size="sm" data-testid="chapter-contact-email">
                    {chapter.contact_email}
                  </Anchor>
                ) : null}
                {isPresident ? null : (
                  <Group>
                    <Button variant="secondary" onClick={connect} loading={busy === 'connect'} disabled={busy !== null}>
                      Connect with President
                    </Button>
                    <Button variant="outline" onClick={contact} loading={busy === 'contact'} disabled={busy !== null}>
                      Contact Chapter
                    </Button>
                  </Group>
                )}
              </Stack>
            ) : (
              <Text size="sm">This chapter is looking for a president.</Text>
            )}
          </Card>
        </SimpleGrid>
        <Card withBorder radius="lg" data-testid="chapter-members">
          <Title order={2} size="h4" mb="xs">
            Chapter Members
          </Title>
          {members.length === 0 ? (
            <EmptyState message="No members yet. Join the chapter to be the first." />
          ) : (
            <Stack>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
                {members.slice(0, membersShown).map((member) => (
                  <Group key={member.user_id} gap="xs">
                    <Avatar src={member.profiles?.avatar_url} alt="" radius="xl" size="sm" />
                    <Anchor component={Link} to={paths.profile(member.user_id)}>
                      {member.profiles?.display_name ?? 'A member'}
                    </Anchor>
                  </Group>
                ))}
              </SimpleGrid>
              {members.length > membersShown ? (
                <Button variant="outline" onClick={() => setMembersShown((n) => n + MEMBERS_PAGE)}>
                  Show more members ({members.length - membersShown} more)
                </Button>
              ) : null}
            </Stack>
          )}
        </Card>
      </Stack>
    </Container>
  );
}

export function ChapterNotFound() {
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="chapter-not-found">
      <Stack align="center">
        <Title order={1} size="h2">
          {EVENTS_TEXTS.chapterNotFound}
        </Title>
        <Anchor component={Link} to={paths.localChapters()}>
          Back to Local Chapters
        </Anchor>
      </Stack>
    </Card>
  );
}
