import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/query-keys.ts';

export interface Match {
  user_id: string;
  display_name: string;
  avatar_url: string | null;
  role: string | null;
  company: string | null;
  skills: string[];
  reasons: string[];
  score: number;
}

export const MATCHES_PAGE = 3;

export const matchesInput = z.object({ count: z.int().check(z.minimum(1)) });

/** Discover People: ranked by the database in one call (shared and complementary items, goals, chapter). */
export async function fetchMatches(count: number, client: DivaClient = getSupabase()): Promise<Match[]> {
  const input = matchesInput.parse({ count });
  return unwrap<Match[]>(await client.rpc('who_matches', { p_limit: input.count, p_offset: 0 }).retry(false));
}

/** The first `pages` × 3 matches ("Show more" adds a page). */
export function useMatches(pages: number) {
  const userId = useSessionUser()?.id;
  return useQuery({
    queryKey: whoKeys.matches(userId ?? 'signed-out', pages),
    queryFn: () => fetchMatches(pages * MATCHES_PAGE + 1),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}
