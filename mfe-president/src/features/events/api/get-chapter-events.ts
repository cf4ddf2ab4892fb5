import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { presidentKeys } from '../../../lib/query-keys.ts';

export interface ChapterEvent {
  id: string;
  title: string;
  date: string;
  time: string;
  location: string;
  type: string;
  chapter_id: number | null;
  chapter_name: string | null;
  max_attendees: number;
  current_attendees: number;
  waitlisted: number;
  approved: boolean;
  created_by: string;
}

/** Her chapter's events (the moderator: all) with registered, capacity and waitlist, in one request. */
export async function fetchChapterEvents(client: DivaClient = getSupabase()): Promise<ChapterEvent[]> {
  return unwrap<ChapterEvent[]>(await client.rpc('president_events'));
}

export const useChapterEvents = () => useQuery({ queryKey: presidentKeys.events, queryFn: () => fetchChapterEvents() });
