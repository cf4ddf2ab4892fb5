import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import type { ChatEntry, SessionSetup } from '../../../lib/practice-types.ts';

/** Inserts her new session with the coach's opening line; user_id and status (active) are set by the database. */
export async function createSession(setup: SessionSetup, history: ChatEntry[], client: DivaClient = getSupabase()): Promise<string> {
  const row = unwrap<{ id: string }>(
    await client
      .from('practice_sessions')
      .insert({
        scenario_type: setup.scenarioType === 'custom' ? 'custom' : 'preset',
        scenario_name: setup.scenarioName,
        goal_description: setup.goalDescription || null,
        event_type: setup.eventType || null,
        target_audience: setup.targetAudience || null,
        chat_history: history as never,
      })
      .select('id')
      .single(),
  );
  return row.id;
}
