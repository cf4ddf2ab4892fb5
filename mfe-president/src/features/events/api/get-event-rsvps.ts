import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { presidentKeys } from '../../../lib/query-keys.ts';

export interface EventRsvp {
  id: string;
  user_id: string;
  display_name: string;
  company: string | null;
  role: string | null;
  status: string;
  created_at: string;
  checked_in_at: string | null;
}

/** One event's RSVP list with each member's name, company and role (refused outside her chapter). */
export async function fetchEventRsvps(eventId: string, client: DivaClient = getSupabase()): Promise<EventRsvp[]> {
  return unwrap<EventRsvp[]>(await client.rpc('president_event_rsvps', { target: eventId }));
}

export const useEventRsvps = (eventId: string) =>
  useQuery({ queryKey: presidentKeys.rsvps(eventId), queryFn: () => fetchEventRsvps(eventId) });
