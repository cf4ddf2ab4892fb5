import { formatDate } from '@diva/core';
import { PORTAL_TEXTS, EVENTS_TEXTS } from '@diva/core/texts';
import { Badge, Button, Card, Group, QueryView, showToast, Stack, Text, Title } from '@diva/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { presidentKeys } from '../../../lib/query-keys.ts';
import { approveChapterEvent } from '../api/approve-event.ts';
import { deleteChapterEvent } from '../api/delete-event.ts';
import { fetchEventForm } from '../api/get-event-form.ts';
import { type ChapterEvent, useChapterEvents } from '../api/get-chapter-events.ts';
import { EventForm } from './event-form.tsx';
import type { EventFormValues } from '../utils/event-form-schema.ts';
import { RsvpPanel } from './rsvp-panel.tsx';
import { PRESIDENT_TEXTS } from '../../../texts.ts';

function EventCard({ event, viewerId, moderator }: { event: ChapterEvent; viewerId: string; moderator: boolean }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState<EventFormValues | null>(null);
  const [loadingForm, setLoadingForm] = useState(false);
  const [approving, setApproving] = useState(false);
  const mine = event.created_by === viewerId;

  const approve = async () => {
    if (approving) return;
    setApproving(true);
    try {
      await approveChapterEvent(event.id);
      await queryClient.invalidateQueries({ queryKey: presidentKeys.all });
    } catch {
      showToast({ title: PORTAL_TEXTS.approveEventFailed });
    } finally {
      setApproving(false);
    }
  };

  const edit = async () => {
    if (loadingForm) return;
    if (editing) {
      setEditing(null);
      return;
    }
    setLoadingForm(true);
    try {
      setEditing(await fetchEventForm(event.id));
    } catch {
      showToast({ title: EVENTS_TEXTS.loadEventFailed });
    } finally {
      setLoadingForm(false);
    }
  };

  const remove = async () => {
    if (deleting) return;
    setDeleting(true);
    try {
      await deleteChapterEvent(event.id);
      showToast(EVENTS_TEXTS.eventDeleted);
      await queryClient.invalidateQueries({ queryKey: presidentKeys.all });
    } catch {
      showToast({ title: EVENTS_TEXTS.deleteFailed });
      setDeleting(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="chapter-event">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {event.title}
          </Title>
          {event.approved ? null : <Badge color="yellow">Pending Approval</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {formatDate(`${event.date}T${event.time}`, 'eventLong')} · {event.location}
          {event.chapter_name ? ` · ${event.chapter_name}` : ''}
        </Text>
        <Group gap="xs">
          <Badge variant="secondary" data-testid="registered">
            {PRESIDENT_TEXTS.registered(event.current_attendees, event.max_attendees)}
          </Badge>
          <Badge variant="secondary" color="gray" data-testid="waitlisted">
            {PRESIDENT_TEXTS.waitlisted(event.waitlisted)}
          </Badge>
        </Group>
        <Group gap="xs">
          <Button size="sm" mih={40} variant="secondary" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {PRESIDENT_TEXTS.viewRsvps}
          </Button>
          {moderator && !event.approved ? (
            <Button size="sm" mih={40} loading={approving} onClick={() => void approve()} aria-label={`${PRESIDENT_TEXTS.approve}: ${event.title}`}>
              {PRESIDENT_TEXTS.approve}
            </Button>
          ) : null}
          {mine ? (
            <Button size="sm" mih={40} variant="outline" loading={loadingForm} aria-expanded={Boolean(editing)} onClick={() => void edit()}>
              {PRESIDENT_TEXTS.editEvent}
            </Button>
          ) : null}
          {mine ? (
            <Button size="sm" mih={40} variant="destructive" loading={deleting} onClick={() => void remove()}>
              {PRESIDENT_TEXTS.deleteEvent}
            </Button>
          ) : null}
        </Group>
        {editing ? (
          <EventForm
            viewerId={viewerId}
            chapterId={event.chapter_id}
            editing={{ id: event.id, values: editing }}
            onSaved={() => {
              setEditing(null);
              void queryClient.invalidateQueries({ queryKey: presidentKeys.all });
            }}
          />
        ) : null}
        {open ? <RsvpPanel eventId={event.id} title={event.title} /> : null}
      </Stack>
    </Card>
  );
}

/** Her chapter's events (the moderator: all, and she approves pending ones): create, edit and delete her own, each event's RSVP list. */
export function EventsTab({ viewerId, chapterId, moderator }: { viewerId: string; chapterId: number | null; moderator: boolean }) {
  const events = useChapterEvents();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      <Group>
        <Button mih={40} variant={creating ? 'outline' : 'default'} aria-expanded={creating} onClick={() => setCreating((value) => !value)}>
          {PRESIDENT_TEXTS.newEvent}
        </Button>
      </Group>
      {creating ? (
        <Card withBorder radius="md" padding="md">
          <EventForm
            viewerId={viewerId}
            chapterId={chapterId}
            onSaved={() => {
              setCreating(false);
              void queryClient.invalidateQueries({ queryKey: presidentKeys.all });
            }}
          />
        </Card>
      ) : null}
      <QueryView
        query={events}
        failure={moderator ? PORTAL_TEXTS.loadEventsFailed : PRESIDENT_TEXTS.loadChapterEventsFailed}
        empty={PRESIDENT_TEXTS.noEvents}
        isEmpty={(d) => d.length === 0}
        testId="events"
      >
        {(rows) => (
          <Stack gap="sm">
            {rows.map((event) => (
              <EventCard key={event.id} event={event} viewerId={viewerId} moderator={moderator} />
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
