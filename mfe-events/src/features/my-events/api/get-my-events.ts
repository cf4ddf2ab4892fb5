import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { EVENT_COLUMNS, type EventRow } from '../../../lib/event-types.ts';
import { eventsKeys } from '../../../lib/query-keys.ts';

export interface CreatedEvent extends EventRow {
  attendees: { user_id: string; status: string; name: string }[];
}
export interface AttendingEvent extends EventRow {
  myStatus: string;
}
export interface MyEvents {
  created: CreatedEvent[];
  attending: AttendingEvent[];
}

/**
 * Both tabs in 4 requests at most, whatever the number of events: her events and her RSVPs in parallel, then
 * the attendees of her events and the approved events she RSVPed to in parallel.
 */
export async function fetchMyEvents(viewerId: string, client: DivaClient = getSupabase()): Promise<MyEvents> {
  const [createdResult, rsvpResult] = await Promise.all([
    client.from('event_details').select(EVENT_COLUMNS).eq('created_by', viewerId).order('date').retry(false),
    client.from('event_rsvps').select('event_id, status').eq('user_id', viewerId).in('status', ['attending', 'waitlisted']).retry(false),
  ]);
  const created = unwrap<EventRow[]>(createdResult);
  const rsvps = unwrap<{ event_id: string; status: string }[]>(rsvpResult);
  const [attendeeResult, attendingResult] = await Promise.all([
    created.length
      ? client.from('event_rsvps').select('event_id, user_id, status, profiles(display_name)').in('event_id', created.map((e) => e.id)).order('queued_at').retry(false)
      : Promise.resolve({ data: [], error: null }),
    rsvps.length
      ? client.from('event_details').select(EVENT_COLUMNS).in('id', rsvps.map((r) => r.event_id)).eq('approved', true).order('date').retry(false)
      : Promise.resolve({ data: [], error: null }),
  ]);
  const attendees = unwrap<{ event_id: string; user_id: string; status: string; profiles: { display_name: string } | null }[]>(attendeeResult);
  const statusOf = new Map(rsvps.map((r) => [r.event_id, r.status]));
  return {
    created: created.map((event) => ({
      ...event,
      price: Number(event.price),
      attendees: attendees
        .filter((a) => a.event_id === event.id)
        .map((a) => ({ user_id: a.user_id, status: a.status, name: a.profiles?.display_name ?? 'A member' })),
    })),
    attending: unwrap<EventRow[]>(attendingResult).map((event) => ({ ...event, price: Number(event.price), myStatus: statusOf.get(event.id) ?? 'attending' })),
  };
}

export function useMyEvents() {
  const viewerId = useSessionUser()?.id;
  return useQuery({ queryKey: eventsKeys.mine(viewerId ?? 'signed-out'), queryFn: () => fetchMyEvents(viewerId!), enabled: Boolean(viewerId) });
}
