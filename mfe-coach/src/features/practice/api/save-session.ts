import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import type { ChatEntry, Scorecard } from '../../../lib/practice-types.ts';

/** Saves the transcript (and, on End Session, the completed status and the scorecard) of her session. */
export async function saveSession(
  id: string,
  change: { history: ChatEntry[]; completed?: boolean; scorecard?: Scorecard },
  client: DivaClient = getSupabase(),
): Promise<void> {
  const update: Record<string, unknown> = { chat_history: change.history };
  if (change.completed) update.status = 'completed';
  if (change.scorecard) update.scorecard = change.scorecard;
  const rows = unwrap<{ id: string }[]>(await client.from('practice_sessions').update(update as never).eq('id', id).select('id'));
  if (rows.length === 0) throw new Error('Session not found');
}
