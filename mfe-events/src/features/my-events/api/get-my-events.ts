import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { type EventRow } from '../../../lib/event-types.ts';
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

const priced = <T extends EventRow>(event: T): T => ({ ...event, price: Number(event.price) });

// Each tab is one rpc returning one JSON value (security invoker: the database knows her from the session and
// row-level security decides what she reads), so neither her events, their attendees nor her RSVPs are cut at
// the API's 1,000 rows. Her id only keys the cache.

/** "Events I Created": her events, pending ones too, with every RSVP to them and the members' names (1 request). */
export async function fetchMyCreatedEvents(client: DivaClient = getSupabase()): Promise<CreatedEvent[]> {
  type Row = EventRow & { attendees: { user_id: string; status: string; name: string | null }[] };
  const created = unwrap<Row[] | null>(await client.rpc('my_created_events').retry(false)) ?? [];
  return created.map((event) => ({
    ...priced(event),
    attendees: event.attendees.map((a) => ({ user_id: a.user_id, status: a.status, name: a.name ?? 'A member' })),
  }));
}

/** "Events I'm Attending": the approved events she attends or waits for, with her status (1 request). */
export async function fetchMyRsvpedEvents(client: DivaClient = getSupabase()): Promise<AttendingEvent[]> {
  const events = unwrap<(EventRow & { my_status: string })[] | null>(await client.rpc('my_attending_events').retry(false)) ?? [];
  return events.map(({ my_status, ...event }) => ({ ...priced(event), myStatus: my_status }));
}

/** Both tabs, in parallel (2 requests, whatever the number of events and attendees). */
export async function fetchMyEvents(client: DivaClient = getSupabase()): Promise<MyEvents> {
  const [created, attending] = await Promise.all([fetchMyCreatedEvents(client), fetchMyRsvpedEvents(client)]);
  return { created, attending };
}

/**
 * Each tab its own query, so each fails on its own with the spec's text: 'Failed to load your events' for
 * the events she created, 'Failed to load your RSVPed events' for those she RSVPed to.
 */
export function useMyCreatedEvents() {
  const viewerId = useSessionUser()?.id;
  return useQuery({ queryKey: [...eventsKeys.mine(viewerId ?? 'signed-out'), 'created'], queryFn: () => fetchMyCreatedEvents(), enabled: Boolean(viewerId) });
}

export function useMyRsvpedEvents() {
  const viewerId = useSessionUser()?.id;
  return useQuery({ queryKey: [...eventsKeys.mine(viewerId ?? 'signed-out'), 'rsvped'], queryFn: () => fetchMyRsvpedEvents(), enabled: Boolean(viewerId) });
}
