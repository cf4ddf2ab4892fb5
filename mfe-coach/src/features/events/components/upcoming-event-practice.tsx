import { formatDate } from '@diva/core';
import { Button, Card, Group, Stack, Text, Title } from '@diva/ui';
import type { SessionSetup } from '../../../lib/practice-types.ts';
import { useUpcomingEvents } from '../api/get-upcoming-events.ts';
import { eventSetup } from '../utils/event-scenario.ts';

/** Practise for a real event she is attending (shown only when she has one). */
export function UpcomingEventPractice({ onPractice, disabled }: { onPractice: (setup: SessionSetup) => void; disabled?: boolean }) {
  const events = useUpcomingEvents().data ?? [];
  if (events.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="coach-events-title">
      <Title order={2} size="h4" id="coach-events-title">
        Practise for your upcoming events
      </Title>
      {events.map((event) => (
        <Card key={event.id} withBorder radius="md" padding="sm" data-testid="event-practice">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Text fw={600}>{event.title}</Text>
              <Text size="sm" c="dimmed">
                {formatDate(event.date, 'eventLong')}
                {event.chapter ? ` · ${event.chapter.name}` : ''}
              </Text>
            </Stack>
            <Button size="sm" variant="outline" onClick={() => onPractice(eventSetup(event))} disabled={disabled} aria-label={`Practise for ${event.title}`}>
              Practise for this event
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
