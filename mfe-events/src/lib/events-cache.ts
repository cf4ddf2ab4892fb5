import type { QueryClient } from '@tanstack/react-query';
import type { RsvpStatus, ViewerEvent } from './event-types.ts';
import { eventsKeys } from './query-keys.ts';

/** Seats and the viewer's status after an RSVP change, as the database will count them. */
export function applyRsvp<T extends Pick<ViewerEvent, 'current_attendees' | 'myStatus'>>(event: T, next: RsvpStatus | null): T {
  const was = event.myStatus === 'attending' ? 1 : 0;
  const will = next === 'attending' ? 1 : 0;
  return { ...event, myStatus: next, current_attendees: Math.max(event.current_attendees - was + will, 0) };
}

/** Applies `update` to the event wherever the viewer's lists hold it; returns a function that restores them. */
export function patchEvent(queryClient: QueryClient, viewerId: string, eventId: string, update: (event: ViewerEvent) => ViewerEvent): () => void {
  const listKey = eventsKeys.list(viewerId);
  const eventKey = eventsKeys.event(viewerId, eventId);
  const list = queryClient.getQueryData<ViewerEvent[]>(listKey);
  const single = queryClient.getQueryData<ViewerEvent | null>(eventKey);
  if (list) queryClient.setQueryData<ViewerEvent[]>(listKey, list.map((event) => (event.id === eventId ? update(event) : event)));
  if (single) queryClient.setQueryData<ViewerEvent | null>(eventKey, update(single));
  return () => {
    if (list) queryClient.setQueryData(listKey, list);
    if (single) queryClient.setQueryData(eventKey, single);
  };
}

/** A live seat count from the database (realtime) written into the cached lists. */
export function applySeats(queryClient: QueryClient, viewerId: string, row: { id: string; current_attendees: number; max_attendees: number }): void {
  patchEvent(queryClient, viewerId, row.id, (event) => ({ ...event, current_attendees: row.current_attendees, max_attendees: row.max_attendees }));
}
