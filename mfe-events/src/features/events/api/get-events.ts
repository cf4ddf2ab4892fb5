import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { asRsvpStatus, EVENT_COLUMNS, type EventRow, type ViewerEvent } from '../../../lib/event-types.ts';
import { eventsKeys } from '../../../lib/query-keys.ts';

export const eventsInput = z.object({ viewerId: z.guid() });
export type EventsInput = z.infer<typeof eventsInput>;

/** Events per request: the API's max_rows (1,000), the most one answer holds. */
export const EVENTS_PAGE = 1000;

type Cursor = Pick<EventRow, 'date' | 'time' | 'id'>;

/** One page of events in (date, time, id) order, after `after` (keyset: no offset to skip over). */
function eventsPage(client: DivaClient, after: Cursor | null) {
  let request = client.from('event_details').select(EVENT_COLUMNS).order('date').order('time').order('id').limit(EVENTS_PAGE);
  if (after) {
    const { date, time, id } = after;
    request = request.or(`date.gt.${date},and(date.eq.${date},time.gt.${time}),and(date.eq.${date},time.eq.${time},id.gt.${id})`);
  }
  return request.retry(false);
}

/**
 * Every event she sees (approved ones and her own pending ones; row-level security decides), page after page
 * of EVENTS_PAGE until a page comes back short: past the API's 1,000-row cap every event is still listed.
 */
async function fetchAllEvents(client: DivaClient): Promise<EventRow[]> {
  const all: EventRow[] = [];
  for (let after: Cursor | null = null; ; ) {
    const page: EventRow[] = unwrap<EventRow[]>(await eventsPage(client, after));
    all.push(...page);
    if (page.length < EVENTS_PAGE) return all;
    after = page[page.length - 1]!;
  }
}

/**
 * The events page in 3 requests up to 1,000 events (one more per further 1,000), all in parallel: the events,
 * her RSVPs, and the approved presidents (whose events are "Local Chapter Events"). No request per event.
 */
export async function fetchEvents(input: EventsInput, client: DivaClient = getSupabase()): Promise<ViewerEvent[]> {
  const { viewerId } = eventsInput.parse(input);
  const [events, rsvps, presidents] = await Promise.all([
    fetchAllEvents(client),
    client.from('event_rsvps').select('event_id, status').eq('user_id', viewerId).retry(false),
    client.from('diva_presidents').select('user_id').eq('approved', true).eq('role', 'president').retry(false),
  ]);
  const mine = new Map(unwrap<{ event_id: string; status: string }[]>(rsvps).map((r) => [r.event_id, asRsvpStatus(r.status)]));
  const leaders = new Set(unwrap<{ user_id: string }[]>(presidents).map((p) => p.user_id));
  return (
    events
      // The admin and the moderator see every pending event too; this page lists only what members see.
      .filter((event) => event.approved || event.created_by === viewerId)
      .map((event) => ({ ...event, price: Number(event.price), myStatus: mine.get(event.id) ?? null, byPresident: leaders.has(event.created_by) }))
  );
}

export function useEvents() {
  const viewerId = useSessionUser()?.id;
  return useQuery({
    queryKey: eventsKeys.list(viewerId ?? 'signed-out'),
    queryFn: () => fetchEvents({ viewerId: viewerId! }),
    enabled: Boolean(viewerId),
  });
}
