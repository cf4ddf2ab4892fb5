import { paths } from '@diva/contracts';
import { EVENTS_TEXTS } from '@diva/core/texts';
import { Link } from '@diva/router';
import { Anchor, Button, Card, Container, EmptyState, ErrorState, Group, Skeleton, Stack, Text, Title, showToast } from '@diva/ui';
import { UrlTabs } from '@diva/ui/data';
import { ConfirmDialog } from '@diva/ui/overlays';
import { lazy, Suspense, useState } from 'react';
import { useChapters } from '../features/chapters/api/get-chapters.ts';
import { useDeleteEvent } from '../features/events/api/delete-event.ts';
import { EventStatusBadge } from '../features/events/components/event-status-badge.tsx';
import { CalendarButton } from '../features/events/components/calendar-button.tsx';
import { useRsvp } from '../features/events/hooks/use-rsvp.ts';
import { type AttendingEvent, type CreatedEvent, useMyCreatedEvents, useMyRsvpedEvents } from '../features/my-events/api/get-my-events.ts';
import { CreatedEventItem } from '../features/my-events/components/created-event-item.tsx';
import { eventDateLabel, eventTimeLabel, hasStarted } from '../lib/event-display.ts';
import { EVENTS_AREA_TEXTS } from '../texts.ts';

const EventFormDialog = lazy(() => import('../features/events/components/event-form-dialog.tsx'));

/** /app/my-events: the events she created (edit, delete, attendees) and the approved events she RSVPed to. */
export function MyEventsPage() {
  const created = useMyCreatedEvents();
  const attending = useMyRsvpedEvents();
  const chapters = useChapters();
  const remove = useDeleteEvent();
  const rsvp = useRsvp();
  const [editing, setEditing] = useState<CreatedEvent | null>(null);
  const [deleting, setDeleting] = useState<CreatedEvent | null>(null);

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return undefined;
    return remove
      .mutateAsync(deleting.id)
      .then(() => {
        showToast(EVENTS_TEXTS.eventDeleted);
        setDeleting(null);
      })
      .catch(() => showToast({ title: EVENTS_TEXTS.deleteFailed }));
  };

  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  const skeleton = <Skeleton height={320} radius="lg" data-testid="my-events-skeleton" />;

  let createdPanel;
  if (created.data) {
    createdPanel = created.data.length ? (
      <Stack gap="sm">
        {created.data.map((event) => (
          <CreatedEventItem key={event.id} event={event} status={<EventStatusBadge event={event} />} onEdit={() => setEditing(event)} onDelete={() => setDeleting(event)} />
        ))}
      </Stack>
    ) : (
      <EmptyState message={EVENTS_TEXTS.noCreatedEvents} />
    );
  } else if (created.isError) {
    createdPanel = <ErrorState message={EVENTS_TEXTS.loadYourEventsFailed} onRetry={() => void created.refetch()} retrying={created.isFetching} />;
  } else {
    createdPanel = skeleton;
  }

  let attendingPanel;
  const attendingCard = (event: AttendingEvent, upcoming: boolean) => (
    <Card key={event.id} withBorder radius="lg" data-testid="attending-event">
      <Group justify="space-between">
        <Anchor component={Link} to={paths.event(event.id)} fw={600}>
          {event.title}
        </Anchor>
        <EventStatusBadge event={event} />
      </Group>
      <Text size="sm" c="dimmed">
        {eventDateLabel(event)} · {eventTimeLabel(event)} · {event.location}
      </Text>
      {event.myStatus === 'waitlisted' ? <Text size="sm">You are on the waitlist.</Text> : null}
      {upcoming ? (
        <Group gap="xs" mt="xs">
          <Button
            variant="outline"
            size="sm"
            loading={rsvp.pendingEventId === event.id}
            disabled={rsvp.pendingEventId === event.id}
            onClick={() => rsvp.run(event.id, 'cancel')}
            aria-label={`${event.myStatus === 'waitlisted' ? 'Leave waitlist' : 'Cancel RSVP'}: ${event.title}`}
          >
            {event.myStatus === 'waitlisted' ? 'Leave waitlist' : 'Cancel RSVP'}
          </Button>
          <CalendarButton event={event} size="sm" />
        </Group>
      ) : null}
    </Card>
  );

  if (attending.data) {
    // Split by the instant each starts (the database computes it in the event's zone), soonest first, and the
    // past ones most recent first.
    const upcoming = attending.data.filter((event) => !hasStarted(event));
    const past = attending.data.filter((event) => hasStarted(event)).reverse();
    attendingPanel = attending.data.length ? (
      <Stack gap="lg">
        <section aria-labelledby="my-events-upcoming">
          <Title order={2} size="h4" id="my-events-upcoming" mb="xs">
            {`${EVENTS_AREA_TEXTS.upcoming} (${upcoming.length})`}
          </Title>
          {upcoming.length ? <Stack gap="sm" data-testid="attending-upcoming">{upcoming.map((event) => attendingCard(event, true))}</Stack> : <Text c="dimmed">{EVENTS_AREA_TEXTS.noUpcomingRsvps}</Text>}
        </section>
        <section aria-labelledby="my-events-past">
          <Title order={2} size="h4" id="my-events-past" mb="xs">
            {`${EVENTS_AREA_TEXTS.past} (${past.length})`}
          </Title>
          {past.length ? <Stack gap="sm" data-testid="attending-past">{past.map((event) => attendingCard(event, false))}</Stack> : <Text c="dimmed">{EVENTS_AREA_TEXTS.noPastRsvps}</Text>}
        </section>
      </Stack>
    ) : (
      <EmptyState message={EVENTS_TEXTS.noRsvpedEvents} />
    );
  } else if (attending.isError) {
    attendingPanel = <ErrorState message={EVENTS_TEXTS.loadRsvpedFailed} onRetry={() => void attending.refetch()} retrying={attending.isFetching} />;
  } else {
    attendingPanel = skeleton;
  }

  const body = (
    <UrlTabs
      mode="search"
      param="tab"
      aria-label="My events"
      tabs={[
        { value: 'created', label: `Events I Created${count(created.data?.length)}`, panel: createdPanel },
        { value: 'attending', label: `Events I'm Attending${count(attending.data?.length)}`, panel: attendingPanel },
      ]}
    />
  );

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} data-testid="my-events-page">
      <Stack gap="md">
        <Title order={1} size="h2">
          My Events
        </Title>
        {body}
      </Stack>
      {editing ? (
        <Suspense fallback={null}>
          <EventFormDialog opened event={editing} onClose={() => setEditing(null)} chapters={chapters.data ?? []} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title="Delete event?"
        message={deleting ? `"${deleting.title}" and its RSVPs will be deleted.` : ''}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
      />
    </Container>
  );
}
