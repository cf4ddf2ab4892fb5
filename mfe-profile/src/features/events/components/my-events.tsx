import { paths } from '@diva/contracts';
import { formatDate } from '@diva/core';
import { Anchor, Button, Card, ErrorState, Group, Skeleton, Stack, Text, Title } from '@diva/ui';
import { Link } from '@diva/router';
import { useMyEvents } from '../api/get-my-events.ts';

/** Her upcoming events (attending), linking to My Events. */
export function MyEvents() {
  const events = useMyEvents();
  let body;
  if (events.data) {
    body =
      events.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No upcoming events. Browse the events and RSVP to one.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="my-events-list">
          {events.data.map((event) => (
            <li key={event.id}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {event.title}
              </Text>
              <Text size="sm" c="dimmed">
                {formatDate(event.date, 'achievement')} · {event.location}
              </Text>
            </li>
          ))}
        </Stack>
      );
  } else if (events.isError) {
    body = <ErrorState message="Your events could not be loaded." onRetry={() => void events.refetch()} retrying={events.isFetching} />;
  } else {
    body = <Skeleton height={40} aria-label="Loading your events" />;
  }
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="my-events-title" data-testid="my-events">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="my-events-title">
          My Events
        </Title>
        <Anchor component={Link} to={paths.myEvents()} size="sm">
          View all
        </Anchor>
      </Group>
      {body}
      {events.data?.length === 0 ? (
        <Button component={Link} to={paths.events()} variant="outline" size="sm" mt="sm" mih={40}>
          Browse events
        </Button>
      ) : null}
    </Card>
  );
}
