import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { asRsvpStatus, type EventRow, type ViewerEvent } from '../../../lib/event-types.ts';
import { eventsKeys } from '../../../lib/query-keys.ts';

export const eventsInput = z.object({ viewerId: z.guid() });
export type EventsInput = z.infer<typeof eventsInput>;

/** One event of `events_page`: the event_details row with her RSVP status and whether a president made it. */
type PageEvent = EventRow & { my_status: string | null; by_president: boolean };

/**
 * The events page in ONE request whatever the number of events: rpc `events_page` returns every event she
 * lists (approved ones and her own pending ones, in date order) with her RSVP status and whether its creator is
 * an approved president, as one JSON value, which the API's 1,000-row cap (max_rows) never cuts. It runs as
 * her: row-level security and the grants that hide addresses decide, as for any read of hers.
 *
 * Why the whole list and not a page per "Show more" from the server: a 26-chapter network holds a few
 * thousand events, a few hundred KB of JSON, and with all of them in hand the page answers at once as she
 * uses it: the All / Network / Chapter filters, the "N more" counts, Local Chapter Events beside Community
 * Events, live seat counts and her optimistic RSVPs all work on one list, and an RSVP's refresh is again one
 * request instead of one per page she has opened. The page renders 50 rows and 24 cards at a time.
 * (The bench prints the request count and the time to render with 1,000 and 2,500 events.)
 */
export async function fetchEvents(input: EventsInput, client: DivaClient = getSupabase()): Promise<ViewerEvent[]> {
  eventsInput.parse(input);
  const events = unwrap<PageEvent[] | null>(await client.rpc('events_page').retry(false)) ?? [];
  return events.map(({ my_status, by_president, ...event }) => ({
    ...event,
    price: Number(event.price),
    myStatus: asRsvpStatus(my_status),
    byPresident: by_president,
  }));
}

export function useEvents() {
  const viewerId = useSessionUser()?.id;
  return useQuery({
    queryKey: eventsKeys.list(viewerId ?? 'signed-out'),
    queryFn: () => fetchEvents({ viewerId: viewerId! }),
    enabled: Boolean(viewerId),
  });
}
