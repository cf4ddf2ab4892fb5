import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { asRsvpStatus, EVENT_COLUMNS, type EventRow, type ViewerEvent } from '../../../lib/event-types.ts';
import { eventsKeys } from '../../../lib/query-keys.ts';

export const eventsInput = z.object({ viewerId: z.guid() });
export type EventsInput = z.infer<typeof eventsInput>;

/**
 * The events page in 3 requests, whatever the number of events, all in parallel: the events the viewer sees
 * (approved ones and her own pending ones; row-level security decides), her RSVPs, and the approved
 * presidents (whose events are "Local Chapter Events"). No request per event.
 */
export async function fetchEvents(input: EventsInput, client: DivaClient = getSupabase()): Promise<ViewerEvent[]> {
  const { viewerId } = eventsInput.parse(input);
  const [events, rsvps, presidents] = await Promise.all([
    client.from('event_details').select(EVENT_COLUMNS).order('date').order('time').retry(false),
    client.from('event_rsvps').select('event_id, status').eq('user_id', viewerId).retry(false),
    client.from('diva_presidents').select('user_id').eq('approved', true).eq('role', 'president').retry(false),
  ]);
  const mine = new Map(unwrap<{ event_id: string; status: string }[]>(rsvps).map((r) => [r.event_id, asRsvpStatus(r.status)]));
  const leaders = new Set(unwrap<{ user_id: string }[]>(presidents).map((p) => p.user_id));
  return (
    unwrap<EventRow[]>(events)
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
