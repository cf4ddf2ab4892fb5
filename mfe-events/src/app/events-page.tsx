import { paths, useContentReadyMark } from '@diva/contracts';
import { useSessionUser } from '@diva/core';
import { EVENTS_TEXTS } from '@diva/core/texts';
import { Button, Card, Container, EmptyState, ErrorState, Group, SimpleGrid, Skeleton, Stack, Text, Title, showToast } from '@diva/ui';
import { lazy, Suspense, useState } from 'react';
import { useChapters } from '../features/chapters/api/get-chapters.ts';
import { useEvents } from '../features/events/api/get-events.ts';
import { EventCard } from '../features/events/components/event-card.tsx';
import { EventStatusBadge } from '../features/events/components/event-status-badge.tsx';
import { RsvpButton } from '../features/events/components/rsvp-button.tsx';
import { useLiveSeats } from '../features/events/hooks/use-live-seats.ts';
import { useRsvp } from '../features/events/hooks/use-rsvp.ts';
import { eventDateLabel, type EventFilter, eventTimeLabel, hasStarted, matchesFilter } from '../lib/event-display.ts';
import { EVENTS_AREA_TEXTS } from '../texts.ts';
import type { ViewerEvent } from '../lib/event-types.ts';
import { LinkButton } from '../components/link-button.tsx';

const EventFormDialog = lazy(() => import('../features/events/components/event-form-dialog.tsx'));
const FILTERS: EventFilter[] = ['All', 'Network', 'Chapter'];
// Rows and cards shown at first and added per "Show more" (All Events, Local Chapter Events, Community Events):
// thousands of events render in pieces, not at once.
const ROWS_PAGE = 50;
const CARDS_PAGE = 24;

/** /app/events: hero with Create Event, Local Chapter Events, All Events with filters, Community Events with RSVP. */
export function EventsPage() {
  const viewerId = useSessionUser()?.id;
  const events = useEvents();
  const chapters = useChapters();
  const rsvp = useRsvp();
  useLiveSeats();
  // The first event (or the empty list's words) on screen: the area's content on this route.
  useContentReadyMark('events', events.data !== undefined);
  const [filter, setFilter] = useState<EventFilter>('All');
  const [creating, setCreating] = useState(false);
  const [rowsShown, setRowsShown] = useState(ROWS_PAGE);
  const [cardsShown, setCardsShown] = useState(CARDS_PAGE);
  const [localShown, setLocalShown] = useState(CARDS_PAGE);

  const openForm = () => {
    if (!viewerId) showToast({ title: EVENTS_TEXTS.mustBeLoggedInToCreate });
    else setCreating(true);
  };
  const rsvpControl = (event: ViewerEvent) => (
    <RsvpButton event={event} pending={rsvp.pendingEventId === event.id} onAction={(action) => rsvp.run(event.id, action)} />
  );

  let body;
  if (events.data) {
    const approved = events.data.filter((e) => e.approved);
    const local = approved.filter((e) => e.byPresident);
    const community = events.data.filter((e) => !e.byPresident);
    const rows = approved.filter((e) => matchesFilter(e, filter));
    body = (
      <>
        {local.length > 0 ? (
          <section aria-labelledby="local-events">
            <Title order={2} size="h3" id="local-events" mb="sm">
              Local Chapter Events
            </Title>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {local.slice(0, localShown).map((event) => (
                  <EventCard key={event.id} event={event} action={rsvpControl(event)} />
                ))}
              </SimpleGrid>
              {local.length > localShown ? (
                <Button variant="outline" onClick={() => setLocalShown((n) => n + CARDS_PAGE)}>
                  Show more chapter events ({local.length - localShown} more)
                </Button>
              ) : null}
            </Stack>
          </section>
        ) : null}
        <section aria-labelledby="all-events">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h3" id="all-events">
              All Events
            </Title>
            <Group gap="xs" role="group" aria-label="Filter events">
              {FILTERS.map((name) => (
                <Button key={name} size="sm" variant={filter === name ? 'glamour' : 'outline'} aria-pressed={filter === name} onClick={() => setFilter(name)}>
                  {name}
                </Button>
              ))}
            </Group>
          </Group>
          <Stack gap="xs" data-testid="all-events">
            {rows.slice(0, rowsShown).map((event) => (
              <Card key={event.id} withBorder radius="md" padding="sm" data-testid="event-row">
                <Group justify="space-between" wrap="wrap">
                  <div>
                    <Text fw={600}>{event.title}</Text>
                    <Text size="sm" c="dimmed">
                      {eventDateLabel(event)} · {eventTimeLabel(event)} · {event.location}
                    </Text>
                  </div>
                  <Group gap="xs">
                    <EventStatusBadge event={event} />
                    {hasStarted(event) ? (
                      <Text size="sm" c="dimmed">
                        {EVENTS_AREA_TEXTS.registrationClosed}
                      </Text>
                    ) : (
                      <LinkButton to={paths.event(event.id)} variant="glamour" size="sm" aria-label={`Register Now: ${event.title}`}>
                        Register Now
                      </LinkButton>
                    )}
                  </Group>
                </Group>
              </Card>
            ))}
            {rows.length === 0 ? <Text c="dimmed">No events in this list yet.</Text> : null}
            {rows.length > rowsShown ? (
              <Button variant="outline" onClick={() => setRowsShown((n) => n + ROWS_PAGE)}>
                Show more events ({rows.length - rowsShown} more)
              </Button>
            ) : null}
          </Stack>
        </section>
        <section aria-labelledby="community-events">
          <Title order={2} size="h3" id="community-events" mb="sm">
            Community Events
          </Title>
          {community.length === 0 ? (
            <EmptyState
              message={EVENTS_TEXTS.noCommunityEvents}
              action={
                <Button variant="glamour" onClick={openForm}>
                  Create the First Event
                </Button>
              }
            />
          ) : (
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="community-events">
                {community.slice(0, cardsShown).map((event) => (
                  <EventCard key={event.id} event={event} action={rsvpControl(event)} />
                ))}
              </SimpleGrid>
              {community.length > cardsShown ? (
                <Button variant="outline" onClick={() => setCardsShown((n) => n + CARDS_PAGE)}>
                  Show more community events ({community.length - cardsShown} more)
                </Button>
              ) : null}
            </Stack>
          )}
        </section>
      </>
    );
  } else if (events.isError) {
    body = <ErrorState message={EVENTS_TEXTS.loadCommunityFailed} onRetry={() => void events.refetch()} retrying={events.isFetching} />;
  } else {
    body = <Skeleton height={360} radius="lg" data-testid="events-skeleton" />;
  }

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} data-testid="events-page">
      <Stack gap="lg">
        <Card radius="lg" padding="lg" withBorder>
          <Group justify="space-between">
            <div>
              <Title order={1} size="h2">
                Events
              </Title>
              <Text c="dimmed">Meet the network in person and online: chapter gatherings, workshops and summits.</Text>
            </div>
            <Button variant="glamour" onClick={openForm}>
              Create Event
            </Button>
          </Group>
        </Card>
        {body}
      </Stack>
      {creating ? (
        <Suspense fallback={null}>
          <EventFormDialog opened onClose={() => setCreating(false)} chapters={chapters.data ?? []} />
        </Suspense>
      ) : null}
    </Container>
  );
}
