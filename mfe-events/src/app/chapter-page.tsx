import { paths } from '@diva/contracts';
import { formatDate, useSessionUser } from '@diva/core';
import { EVENTS_TEXTS } from '@diva/core/texts';
import { Link, useParams } from '@diva/router';
import { Anchor, Box, Button, Card, Container, ErrorState, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@diva/ui';
import { useChapter } from '../features/chapters/api/get-chapter.ts';
import { ChapterLocation } from '../features/chapters/components/chapter-location.tsx';
import { ChapterMembers } from '../features/chapters/components/chapter-members.tsx';
import { MembershipButton } from '../features/chapters/components/membership-button.tsx';
import { PresidentCard } from '../features/chapters/components/president-card.tsx';
import { useRsvp } from '../features/events/hooks/use-rsvp.ts';

/** /app/chapter/:id: About, next event, stats, where it meets (with a map link), president, members, and buttons that all work. */
export function ChapterPage() {
  const { chapterId = '' } = useParams();
  const id = Number(chapterId);
  const viewerId = useSessionUser()?.id;
  const detail = useChapter(id);
  const rsvp = useRsvp();

  if (detail.isError) {
    return <ErrorState message={EVENTS_TEXTS.loadChaptersFailed} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  }
  if (detail.data === null) return <ChapterNotFound />;
  if (!detail.data) return <Skeleton height={480} radius="lg" data-testid="chapter-skeleton" />;
  const { chapter, members, nextEventStatus, nextEventFull } = detail.data;
  const attending = nextEventStatus === 'attending' || nextEventStatus === 'waitlisted';
  const attendNext = () => {
    if (!chapter.next_event_id) return;
    rsvp.run(chapter.next_event_id, attending ? 'cancel' : nextEventFull ? 'waitlist' : 'attend');
  };

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
          <MembershipButton chapterId={chapter.id} isMember={chapter.is_member} />
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
          <ChapterLocation name={chapter.name} location={chapter.location} />
          <PresidentCard chapter={chapter} viewerId={viewerId} />
        </SimpleGrid>
        <ChapterMembers members={members} />
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
