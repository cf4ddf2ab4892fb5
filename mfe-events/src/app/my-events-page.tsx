import { paths } from '@diva/contracts';
import { EVENTS_TEXTS } from '@diva/core/texts';
import { Link } from '@diva/router';
import { Anchor, Card, Container, EmptyState, ErrorState, Group, Skeleton, Stack, Text, Title, showToast } from '@diva/ui';
import { UrlTabs } from '@diva/ui/data';
import { ConfirmDialog } from '@diva/ui/overlays';
import { lazy, Suspense, useState } from 'react';
import { useChapters } from '../features/chapters/api/get-chapters.ts';
import { useDeleteEvent } from '../features/events/api/delete-event.ts';
import { EventStatusBadge } from '../features/events/components/event-status-badge.tsx';
import { type CreatedEvent, useMyCreatedEvents, useMyRsvpedEvents } from '../features/my-events/api/get-my-events.ts';
import { CreatedEventItem } from '../features/my-events/components/created-event-item.tsx';
import { eventDateLabel, eventTimeLabel } from '../lib/event-display.ts';

const EventFormDialog = lazy(() => import('../features/events/components/event-form-dialog.tsx'));

/** /app/my-events: the events she created (edit, delete, attendees) and the approved events she RSVPed to. */
export function MyEventsPage() {
  const created = useMyCreatedEvents();
  const attending = useMyRsvpedEvents();
  const chapters = useChapters();
  const remove = useDeleteEvent();
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
  if (attending.data) {
    attendingPanel = attending.data.length ? (
      <Stack gap="sm">
        {attending.data.map((event) => (
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
          </Card>
        ))}
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
