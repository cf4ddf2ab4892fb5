import { paths } from '@diva/contracts';
import type { ReactNode } from 'react';
import { Link } from '@diva/router';
import { Anchor, Button, Card, Group, Stack, Text } from '@diva/ui';
import { eventDateLabel, eventTimeLabel } from '../../../lib/event-display.ts';
import type { CreatedEvent } from '../api/get-my-events.ts';

/** One event she created: its facts, its attendees by name, Edit and Delete (the page owns the dialogs). */
export function CreatedEventItem({ event, status, onEdit, onDelete }: { event: CreatedEvent; status: ReactNode; onEdit: () => void; onDelete: () => void }) {
  const attending = event.attendees.filter((a) => a.status === 'attending');
  const waiting = event.attendees.filter((a) => a.status === 'waitlisted');
  return (
    <Card withBorder radius="lg" data-testid="created-event">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Anchor component={Link} to={paths.event(event.id)} fw={600}>
            {event.title}
          </Anchor>
          {status}
        </Group>
        <Text size="sm" c="dimmed">
          {eventDateLabel(event)} · {eventTimeLabel(event)} · {event.location}
        </Text>
        <Text size="sm" data-testid="attendee-names">
          Attendees ({attending.length}/{event.max_attendees}): {attending.length ? attending.map((a) => a.name).join(', ') : 'none yet'}
        </Text>
        {waiting.length ? <Text size="sm">Waitlist: {waiting.map((a) => a.name).join(', ')}</Text> : null}
        <Group gap="xs">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${event.title}`}>
            Edit
          </Button>
          <Button size="sm" variant="outline" onClick={onDelete} aria-label={`Delete ${event.title}`}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
