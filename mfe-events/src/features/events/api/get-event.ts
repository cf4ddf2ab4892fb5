import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { asRsvpStatus, EVENT_COLUMNS, type EventRow, type ViewerEvent } from '../../../lib/event-types.ts';
import { eventsKeys } from '../../../lib/query-keys.ts';

export const eventInput = z.object({ viewerId: z.guid(), eventId: z.string() });
export type EventInput = z.infer<typeof eventInput>;

/** One event with the viewer's RSVP (2 requests in parallel); null when it does not exist or is not hers to see. */
export async function fetchEvent(input: EventInput, client: DivaClient = getSupabase()): Promise<ViewerEvent | null> {
  const { viewerId, eventId } = eventInput.parse(input);
  if (!z.guid().safeParse(eventId).success) return null;
  const [event, rsvp] = await Promise.all([
    client.from('event_details').select(EVENT_COLUMNS).eq('id', eventId).maybeSingle().retry(false),
    client.from('event_rsvps').select('status').eq('event_id', eventId).eq('user_id', viewerId).maybeSingle().retry(false),
  ]);
  const row = unwrap<EventRow | null>(event);
  if (!row) return null;
  const status = unwrap<{ status: string } | null>(rsvp)?.status;
  return { ...row, price: Number(row.price), myStatus: asRsvpStatus(status), byPresident: false };
}

export function useEvent(eventId: string) {
  const viewerId = useSessionUser()?.id;
  return useQuery({
    queryKey: eventsKeys.event(viewerId ?? 'signed-out', eventId),
    queryFn: () => fetchEvent({ viewerId: viewerId!, eventId }),
    enabled: Boolean(viewerId),
  });
}
