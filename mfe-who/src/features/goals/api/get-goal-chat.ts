import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import type { CoachEntry } from './goal-setter.ts';

export const goalChatInput = z.object({ goalId: z.string().check(z.minLength(1)) });

/** A goal's chat, oldest first (Continue). */
export async function fetchGoalChat(goalId: string, client: DivaClient = getSupabase()): Promise<CoachEntry[]> {
  const input = goalChatInput.parse({ goalId });
  const rows = unwrap<{ message_role: string; message_content: string }[]>(
    await client.from('goal_chat_history').select('message_role, message_content').eq('goal_id', input.goalId).order('created_at'),
  );
  return rows.filter((r) => r.message_role !== 'system').map((r) => ({ role: r.message_role as CoachEntry['role'], content: r.message_content }));
}
