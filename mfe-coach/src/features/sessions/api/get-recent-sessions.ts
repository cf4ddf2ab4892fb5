import { CONSTANTS, type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { type PracticeSession, SESSION_COLUMNS } from '../../../lib/practice-types.ts';
import { coachKeys } from '../../../lib/query-keys.ts';

/** Her 10 most recently updated sessions (spec 02 §7); row-level security keeps them to her. */
export async function fetchRecentSessions(client: DivaClient = getSupabase()): Promise<PracticeSession[]> {
  const request = client
    .from('practice_sessions')
    .select(SESSION_COLUMNS)
    .retry(false)
    .order('updated_at', { ascending: false })
    .limit(CONSTANTS.recentPracticeSessions);
  return unwrap<PracticeSession[]>(await request);
}

/**
 * How long her list counts as fresh: the shell reads it while this remote downloads (the same read and key,
 * `firstRouteQueries` of `@diva/contracts`), and the page mounting just after must take that answer, not ask again.
 * Her own changes update or invalidate the list.
 */
export const RECENT_FRESH_MS = 30_000;

export function useRecentSessions() {
  const userId = useSessionUser()?.id;
  return useQuery({
    queryKey: coachKeys.recent(userId ?? 'signed-out'),
    queryFn: () => fetchRecentSessions(),
    enabled: Boolean(userId),
    staleTime: RECENT_FRESH_MS,
  });
}
