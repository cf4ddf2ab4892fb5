import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { coachKeys } from '../../../lib/query-keys.ts';

export interface ScorePoint {
  score: number;
  created_at: string;
}

/** The progress chart shows the last ten scored sessions. */
export const SCORE_HISTORY_LIMIT = 10;

/** Her overall scores, oldest first (the progress chart: the last ten scored sessions). */
export async function fetchScoreHistory(client: DivaClient = getSupabase()): Promise<ScorePoint[]> {
  const rows = unwrap<ScorePoint[]>(
    await client
      .from('practice_sessions')
      .select('score, created_at')
      .not('score', 'is', null)
      .retry(false)
      .order('created_at', { ascending: false })
      .limit(SCORE_HISTORY_LIMIT),
  );
  return rows.reverse();
}

export function useScoreHistory() {
  const userId = useSessionUser()?.id;
  return useQuery({
    queryKey: coachKeys.scores(userId ?? 'signed-out'),
    queryFn: () => fetchScoreHistory(),
    enabled: Boolean(userId),
  });
}
