import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys.ts';

export interface AdminEvent {
  id: string;
  title: string;
  date: string;
  time: string;
  location: string;
  type: string;
  approved: boolean;
  approved_at: string | null;
  created_at: string;
}

/** Every event, newest first (spec 02 §7: "select all ordered by created_at descending (admin)"). */
export async function fetchEvents(client: DivaClient = getSupabase()): Promise<AdminEvent[]> {
  return unwrap<AdminEvent[]>(
    await client
      .from('events')
      .select('id, title, date, time, location, type, approved, approved_at, created_at')
      .order('created_at', { ascending: false })
      .retry(false),
  );
}

export const useEvents = () => useQuery({ queryKey: adminKeys.events, queryFn: () => fetchEvents() });
