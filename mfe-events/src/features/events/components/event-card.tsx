import { paths } from '@diva/contracts';
import { Link } from '@diva/router';
import { Card, Group, Stack, Text, Title } from '@diva/ui';
import type { ReactNode } from 'react';
import { eventDateLabel, eventTimeLabel, priceLabel, seatsLeft } from '../../../lib/event-display.ts';
import type { ViewerEvent } from '../../../lib/event-types.ts';
import { EventStatusBadge } from './event-status-badge.tsx';

/** A Community Events card: the facts, seats left (live), and the RSVP control the page passes in. */
export function EventCard({ event, action }: { event: ViewerEvent; action?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="md" data-testid="event-card" data-event-id={event.id}>
      <Stack gap="xs">
        {/* Wraps: in a narrow card the status badge moves under the title instead of past the card's edge. */}
        <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs" data-testid="event-card-heading">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            <Link to={paths.event(event.id)}>{event.title}</Link>
          </Title>
          <EventStatusBadge event={event} />
        </Group>
        <Text size="sm">
          {eventDateLabel(event)} · {eventTimeLabel(event)}
        </Text>
        <Text size="sm" c="dimmed">
          {event.type === 'online' ? 'Online' : 'In person'} · {event.location}
        </Text>
        {event.address ? <Text size="sm">{event.address}</Text> : null}
        <Group justify="space-between">
          <Text size="sm" data-testid="seats-left">
            {seatsLeft(event)} of {event.max_attendees} seats left
          </Text>
          <Text size="sm" fw={600}>
            {priceLabel(event.price)}
          </Text>
        </Group>
        {event.myStatus === 'waitlisted' ? <Text size="sm" c="dimmed">You are on the waitlist.</Text> : null}
        {action}
      </Stack>
    </Card>
  );
}
