import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { eventsKeys } from '../../../lib/query-keys.ts';
import { type Chapter, CHAPTER_COLUMNS } from './get-chapters.ts';

export interface ChapterMember {
  user_id: string;
  joined_at: string;
  profiles: { display_name: string; avatar_url: string | null } | null;
}

export interface ChapterDetail {
  chapter: Chapter;
  members: ChapterMember[];
  /** The viewer's RSVP to the next event, if any. */
  nextEventStatus: string | null;
  nextEventFull: boolean;
}

/** A chapter page in 2 requests (3 when it has a next event); null for an unknown id. */
export async function fetchChapter(input: { viewerId: string; chapterId: number }, client: DivaClient = getSupabase()): Promise<ChapterDetail | null> {
  const { viewerId, chapterId } = input;
  if (!Number.isInteger(chapterId) || chapterId < 1) return null;
  const [chapter, members] = await Promise.all([
    client.from('chapter_overview').select(CHAPTER_COLUMNS).eq('id', chapterId).maybeSingle().retry(false),
    // One JSON value (rpc, security invoker): a chapter past 1,000 members is not cut at the API's max_rows.
    client.rpc('chapter_member_list', { chapter: chapterId }).retry(false),
  ]);
  const row = unwrap<Chapter | null>(chapter);
  if (!row) return null;
  let nextEventStatus: string | null = null;
  let nextEventFull = false;
  if (row.next_event_id) {
    const [rsvp, seats] = await Promise.all([
      client.from('event_rsvps').select('status').eq('event_id', row.next_event_id).eq('user_id', viewerId).maybeSingle().retry(false),
      client.from('events').select('current_attendees, max_attendees').eq('id', row.next_event_id).single().retry(false),
    ]);
    nextEventStatus = unwrap<{ status: string } | null>(rsvp)?.status ?? null;
    const s = unwrap<{ current_attendees: number; max_attendees: number }>(seats);
    nextEventFull = s.current_attendees >= s.max_attendees;
  }
  return { chapter: row, members: unwrap<ChapterMember[] | null>(members) ?? [], nextEventStatus, nextEventFull };
}

export function useChapter(chapterId: number) {
  const viewerId = useSessionUser()?.id;
  return useQuery({
    queryKey: eventsKeys.chapter(viewerId ?? 'signed-out', chapterId),
    queryFn: () => fetchChapter({ viewerId: viewerId!, chapterId }),
    enabled: Boolean(viewerId),
  });
}
