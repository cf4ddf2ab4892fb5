import { type DivaClient, LIMITS, getSupabase, unwrap } from '@diva/core';
import type { CoachEntry, GoalSetterAnswer } from './goal-setter.ts';

export interface SaveSessionInput {
  userId: string;
  messages: CoachEntry[];
  goalData: GoalSetterAnswer['goalData'];
  connectionType: string;
  targetMemberId: string | null;
  /** Continue: the goal the chat belongs to (its new messages are added). */
  goalId?: string;
  /** How many of `messages` are already stored for that goal. */
  stored?: number;
}

/** Save Session: creates the goal (status goal_created by default) and keeps its chat in goal_chat_history. */
export async function saveGoalSession(input: SaveSessionInput, client: DivaClient = getSupabase()): Promise<string> {
  let goalId = input.goalId;
  if (!goalId) {
    const firstWords = input.messages.find((m) => m.role === 'user')?.content ?? 'My networking goal';
    const title = (input.goalData?.title ?? firstWords).trim().slice(0, LIMITS.goalTitle);
    const goal = unwrap<{ id: string }>(
      await client
        .from('user_goals')
        .insert({
          user_id: input.userId,
          title,
          description: input.goalData?.description?.slice(0, LIMITS.goalDescription) ?? null,
          target_date: input.goalData?.target_date ?? null,
          category: input.connectionType,
          target_member_id: input.targetMemberId,
        })
        .select('id')
        .single(),
    );
    goalId = goal.id;
  }
  const fresh = input.messages.slice(input.stored ?? 0);
  // One row at a time: rows of one insert share created_at, and the chat must come back in order.
  for (const m of fresh) {
    unwrap(await client.from('goal_chat_history').insert({ user_id: input.userId, goal_id: goalId, message_role: m.role, message_content: m.content }));
  }
  return goalId;
}

/** A goal's chat, oldest first (Continue). */
export async function fetchGoalChat(goalId: string, client: DivaClient = getSupabase()): Promise<CoachEntry[]> {
  const rows = unwrap<{ message_role: string; message_content: string }[]>(
    await client.from('goal_chat_history').select('message_role, message_content').eq('goal_id', goalId).order('created_at'),
  );
  return rows.filter((r) => r.message_role !== 'system').map((r) => ({ role: r.message_role as CoachEntry['role'], content: r.message_content }));
}
