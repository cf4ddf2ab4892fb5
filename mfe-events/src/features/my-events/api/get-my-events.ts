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

const priced = <T extends EventRow>(event: T): T => ({ ...event, price: Number(event.price) });

/** "Events I Created": her events with their attendees' names (2 requests, one after the other). */
export async function fetchMyCreatedEvents(viewerId: string, client: DivaClient = getSupabase()): Promise<CreatedEvent[]> {
  const created = unwrap<EventRow[]>(await client.from('event_details').select(EVENT_COLUMNS).eq('created_by', viewerId).order('date').retry(false));
  if (created.length === 0) return [];
  const attendees = unwrap<{ event_id: string; user_id: string; status: string; profiles: { display_name: string } | null }[]>(
    await client.from('event_rsvps').select('event_id, user_id, status, profiles(display_name)').in('event_id', created.map((e) => e.id)).order('queued_at').retry(false),
  );
  return created.map((event) => ({
    ...priced(event),
    attendees: attendees
      .filter((a) => a.event_id === event.id)
      .map((a) => ({ user_id: a.user_id, status: a.status, name: a.profiles?.display_name ?? 'A member' })),
  }));
}

/** "Events I'm Attending": the approved events she RSVPed to, attending or waitlisted (2 requests). */
export async function fetchMyRsvpedEvents(viewerId: string, client: DivaClient = getSupabase()): Promise<AttendingEvent[]> {
  const rsvps = unwrap<{ event_id: string; status: string }[]>(
    await client.from('event_rsvps').select('event_id, status').eq('user_id', viewerId).in('status', ['attending', 'waitlisted']).retry(false),
  );
  if (rsvps.length === 0) return [];
  const events = unwrap<EventRow[]>(
    await client.from('event_details').select(EVENT_COLUMNS).in('id', rsvps.map((r) => r.event_id)).eq('approved', true).order('date').retry(false),
  );
  const statusOf = new Map(rsvps.map((r) => [r.event_id, r.status]));
  return events.map((event) => ({ ...priced(event), myStatus: statusOf.get(event.id) ?? 'attending' }));
}

/** Both tabs, in parallel (4 requests at most, whatever the number of events). */
export async function fetchMyEvents(viewerId: string, client: DivaClient = getSupabase()): Promise<MyEvents> {
  const [created, attending] = await Promise.all([fetchMyCreatedEvents(viewerId, client), fetchMyRsvpedEvents(viewerId, client)]);
  return { created, attending };
}

/**
 * Each tab its own query, so each fails on its own with the spec's text: 'Failed to load your events' for
 * the events she created, 'Failed to load your RSVPed events' for those she RSVPed to.
 */
export function useMyCreatedEvents() {
  const viewerId = useSessionUser()?.id;
  return useQuery({ queryKey: [...eventsKeys.mine(viewerId ?? 'signed-out'), 'created'], queryFn: () => fetchMyCreatedEvents(viewerId!), enabled: Boolean(viewerId) });
}

export function useMyRsvpedEvents() {
  const viewerId = useSessionUser()?.id;
  return useQuery({ queryKey: [...eventsKeys.mine(viewerId ?? 'signed-out'), 'rsvped'], queryFn: () => fetchMyRsvpedEvents(viewerId!), enabled: Boolean(viewerId) });
}
