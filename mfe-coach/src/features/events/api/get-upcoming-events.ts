import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { coachKeys } from '../../../lib/query-keys.ts';
import type { UpcomingEvent } from '../utils/event-scenario.ts';

interface Row {
  event: UpcomingEvent | null;
}

/** Her upcoming events (RSVP attending, today or later), soonest first, in one request with the chapter embedded. */
export async function fetchUpcomingEvents(userId: string, today: string, client: DivaClient = getSupabase()): Promise<UpcomingEvent[]> {
  const rows = unwrap<Row[]>(
    await client
      .from('event_rsvps')
      .select('event:events!inner(id, title, description, date, time, type, current_attendees, chapter:chapters(name))')
      .eq('user_id', userId)
      .eq('status', 'attending')
      .gte('event.date', today)
      .retry(false)
      .limit(20),
  );
  return rows
    .map((row) => row.event)
    .filter((event): event is UpcomingEvent => event !== null)
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))
    .slice(0, 5);
}

export function useUpcomingEvents() {
  const userId = useSessionUser()?.id;
  return useQuery({
    queryKey: coachKeys.events(userId ?? 'signed-out'),
    queryFn: () => fetchUpcomingEvents(userId!, new Date().toISOString().slice(0, 10)),
    enabled: Boolean(userId),
  });
}
