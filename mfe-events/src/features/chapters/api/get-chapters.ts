import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { eventsKeys } from '../../../lib/query-keys.ts';

export interface Chapter {
  id: number;
  name: string;
  location: string;
  description: string;
  status: string;
  founded_year: number | null;
  member_count: number;
  cover_image_url: string | null;
  logo_url: string | null;
  map_image_url: string | null;
  president_title: string | null;
  president_bio: string | null;
  president_photo_url: string | null;
  president_user_id: string | null;
  president_name: string | null;
  next_event_id: string | null;
  next_event_title: string | null;
  next_event_date: string | null;
  next_event_time: string | null;
  is_member: boolean;
  /** Set by her president in the portal's Settings. */
  contact_email: string | null;
}

export const CHAPTER_COLUMNS =
  'id, name, location, description, status, founded_year, member_count, cover_image_url, logo_url, map_image_url, president_title, president_bio, president_photo_url, president_user_id, president_name, next_event_id, next_event_title, next_event_date, next_event_time, is_member, contact_email';

/** The 26 chapters in one request: the approved president, the next approved event and membership come with them. */
export async function fetchChapters(client: DivaClient = getSupabase()): Promise<Chapter[]> {
  return unwrap<Chapter[]>(await client.from('chapter_overview').select(CHAPTER_COLUMNS).order('id').retry(false));
}

/**
 * How long her chapter list counts as fresh: the shell reads it while this remote downloads (the same read and
 * key, `firstRouteQueries` of `@diva/contracts`), and the page mounting just after must take that answer, not ask
 * again. Joining or leaving a chapter (any change in the area) refreshes it.
 */
export const CHAPTERS_FRESH_MS = 30_000;

export function useChapters() {
  const viewerId = useSessionUser()?.id;
  return useQuery({
    queryKey: eventsKeys.chapters(viewerId ?? 'signed-out'),
    queryFn: () => fetchChapters(),
    enabled: Boolean(viewerId),
    staleTime: CHAPTERS_FRESH_MS,
  });
}
