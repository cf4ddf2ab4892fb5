import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
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
 * Why the whole list in one answer rather than a server page per "Show more": a member of a 26-chapter network
 * filters All / Network / Chapter, reads the "N more" counts, sees Local Chapter Events beside Community Events
 * and watches seats move live; with every event in hand all of that answers at once, and an RSVP's refresh is
 * again one request, not one per page she had opened (server pages would cost her a round trip per filter
 * and per "Show more", and a refresh that drops or refetches the pages she opened). The price is size: about
 * 600 bytes of JSON per event, 600 KiB for 1,000 events and 1.5 MiB for 2,500, far less on the wire from a
 * compressing host (35 and 81 KiB gzip for the bench's repetitive rows; real text compresses less); the page
 * renders 50 rows and 24 cards at a time. Were the
 * network to keep years of past events (tens of thousands), the next step would be this function taking a
 * date window, not more requests. `npm run bench -w mfe-events` prints the requests, size and time.
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
