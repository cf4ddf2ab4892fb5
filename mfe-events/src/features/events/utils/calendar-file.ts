import type { EventRow } from '../../../lib/event-types.ts';

/** The calendar entry's UID: the same for every download, so a second import updates the entry instead of adding one. */
export const calendarUid = (eventId: string): string => `${eventId}@events.diva-network`;

/**
 * An .ics file for one event, made by the `ics` library (loaded on demand: it stays off the first paint). The
 * sequence grows with the event's last change, so a calendar takes a re-download as an update of the same entry.
 */
export async function calendarFile(event: EventRow, pageUrl: string): Promise<string> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent({
    uid: calendarUid(event.id),
    sequence: Math.floor(Date.parse(event.updated_at) / 1000) % 2_000_000_000,
    title: event.title,
    description: event.description ?? undefined,
    location: event.address ? `${event.location}, ${event.address}` : event.location,
    url: pageUrl,
    // In UTC (DTSTART:...Z) from the instant the database computed in the event's zone: a floating time would
    // show the event's wall-clock hour in whatever zone the calendar is in.
    start: Date.parse(event.starts_at),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: 2 },
    productId: 'diva-network/events',
  });
  if (error || !value) throw error ?? new Error('calendar file not created');
  return value;
}

/** A file name from the title: letters, digits and dashes. */
export const calendarFileName = (title: string): string =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event'}.ics`;
