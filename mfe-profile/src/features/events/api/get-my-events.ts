import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { profileKeys } from '../../../lib/query-keys.ts';

export const myEventsInput = z.object({ userId: z.guid(), today: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)) });

export interface UpcomingEvent {
  id: string;
  title: string;
  date: string;
  time: string;
  location: string;
}

/** The events she is attending from today on, soonest first (one request, the event embedded). */
export async function fetchMyEvents(input: z.infer<typeof myEventsInput>, client: DivaClient = getSupabase()): Promise<UpcomingEvent[]> {
  const { userId, today } = myEventsInput.parse(input);
  const rows = unwrap<{ event: UpcomingEvent | null }[]>(
    await client
      .from('event_rsvps')
      .select('event:events!inner(id, title, date, time, location)')
      .eq('user_id', userId)
      .eq('status', 'attending')
      .gte('event.date', today)
      .retry(false),
  );
  return rows
    .flatMap((row) => (row.event ? [row.event] : []))
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
}

const localDate = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export function useMyEvents() {
  const userId = useSessionUser()?.id;
  return useQuery({
    queryKey: profileKeys.myEvents(userId ?? 'signed-out'),
    queryFn: () => fetchMyEvents({ userId: userId!, today: localDate() }),
    enabled: Boolean(userId),
  });
}
