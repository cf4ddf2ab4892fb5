import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import type { ChatEntry } from '../../../lib/practice-types.ts';

/**
 * Saves the transcript of her session. Its score, status and scorecard are not hers to write: the coach
 * function stores them on End Session (the database refuses them from her with 42501).
 */
export async function saveSession(id: string, change: { history: ChatEntry[] }, client: DivaClient = getSupabase()): Promise<void> {
  const rows = unwrap<{ id: string }[]>(
    await client.from('practice_sessions').update({ chat_history: change.history as never }).eq('id', id).select('id'),
  );
  if (rows.length === 0) throw new Error('Session not found');
}
