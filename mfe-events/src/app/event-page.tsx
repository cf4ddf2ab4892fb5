import { paths } from '@diva/contracts';
import { EVENTS_TEXTS } from '@diva/core/texts';
import { Link, useParams } from '@diva/router';
import { Anchor, Card, Container, ErrorState, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@diva/ui';
import { useEvent } from '../features/events/api/get-event.ts';
import { CalendarButton } from '../features/events/components/calendar-button.tsx';
import { EventCover } from '../features/events/components/event-cover.tsx';
import { EventStatusBadge } from '../features/events/components/event-status-badge.tsx';
import { RsvpButton } from '../features/events/components/rsvp-button.tsx';
import { useLiveSeats } from '../features/events/hooks/use-live-seats.ts';
import { useRsvp } from '../features/events/hooks/use-rsvp.ts';
import { RegistrationForm } from '../features/registration/components/registration-form.tsx';
import { eventDateLabel, eventTimeLabel, hasStarted, isFull, priceLabel, seatsLeft } from '../lib/event-display.ts';
import { EVENTS_AREA_TEXTS } from '../texts.ts';

/** /app/events/:id: the real event and its registration form. */
export function EventPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const rsvp = useRsvp();
  useLiveSeats();

  if (event.isError) return <ErrorState message={EVENTS_TEXTS.loadEventFailed} onRetry={() => void event.refetch()} retrying={event.isFetching} />;
  if (event.data === null) {
    return (
      <Card withBorder radius="lg" padding="xl" data-testid="event-not-found">
        <Stack align="center">
          <Title order={1} size="h2">
            {EVENTS_TEXTS.eventNotFound}
          </Title>
          <Anchor component={Link} to={paths.events()}>
            Back to Events
          </Anchor>
        </Stack>
      </Card>
    );
  }
  if (!event.data) return <Skeleton height={480} radius="lg" data-testid="event-skeleton" />;
  const e = event.data;
  const started = hasStarted(e);
  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} data-testid="event-page">
      <Stack gap="md">
        <Anchor component={Link} to={paths.events()} size="sm">
          ← All events
        </Anchor>
        {e.image_url ? <EventCover src={e.image_url} /> : null}
        <Group justify="space-between" align="flex-start">
          <Title order={1} size="h2">
            {e.title}
          </Title>
          <EventStatusBadge event={e} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text>{eventDateLabel(e)}</Text>
            <Text>{eventTimeLabel(e)}</Text>
            <Text>
              {e.type === 'online' ? 'Online' : 'In person'} · {e.location}
            </Text>
            {e.address ? <Text>{e.address}</Text> : e.type === 'in-person' ? <Text c="dimmed" size="sm">The address is shown once you RSVP.</Text> : null}
          </Stack>
          <Stack gap={4}>
            <Text fw={700} size="lg" data-testid="event-price">
              {priceLabel(e.price)}
            </Text>
            {e.price > 0 ? <Text size="sm">{EVENTS_TEXTS.payAtDoor}</Text> : null}
            {started ? null : (
              <Text data-testid="seats-left">
                {seatsLeft(e)} of {e.max_attendees} seats left
              </Text>
            )}
            {e.myStatus === 'attending' ? <Text fw={600}>You are attending.</Text> : null}
            {e.myStatus === 'waitlisted' ? <Text fw={600}>You are on the waitlist.</Text> : null}
          </Stack>
        </SimpleGrid>
        {e.description ? <Text style={{ whiteSpace: 'pre-wrap' }}>{e.description}</Text> : null}
        <Group>
          {e.myStatus ? <RsvpButton event={e} pending={rsvp.pendingEventId === e.id} onAction={(action) => rsvp.run(e.id, action)} /> : null}
          {e.approved ? <CalendarButton event={e} /> : null}
        </Group>
        {e.approved && started ? (
          <Text fw={600} data-testid="event-closed">
            {EVENTS_AREA_TEXTS.startedClosed}
          </Text>
        ) : null}
        {e.approved && !e.myStatus && !started ? (
          <Card withBorder radius="lg" padding="lg">
            <Title order={2} size="h4" mb="sm">
              Register
            </Title>
            <RegistrationForm eventId={e.id} full={isFull(e)} />
          </Card>
        ) : null}
      </Stack>
    </Container>
  );
}
