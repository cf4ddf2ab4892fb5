import { type DivaClient, LIMITS, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/query-keys.ts';

export const saveSessionInput = z.object({
  userId: z.guid(),
  messages: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() })),
  /** The goal the coach suggested, if it did (only its title, description and date are kept). */
  goalData: z.nullable(
    z.object({ title: z.optional(z.nullable(z.string())), description: z.optional(z.nullable(z.string())), target_date: z.optional(z.nullable(z.string())) }),
  ),
  connectionType: z.string(),
  targetMemberId: z.nullable(z.string()),
  /** Continue: the goal the chat belongs to (its new messages are added). */
  goalId: z.optional(z.string()),
  /** How many of `messages` are already stored for that goal. */
  stored: z.optional(z.number()),
});
export type SaveSessionInput = z.infer<typeof saveSessionInput>;

/** Save Session: creates the goal (status goal_created by default) and keeps its chat in goal_chat_history. */
export async function saveGoalSession(session: SaveSessionInput, client: DivaClient = getSupabase()): Promise<string> {
  const input = saveSessionInput.parse(session);
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

/** Saves her session; once saved, the Who lists are read again (before the caller closes the session). */
export function useSaveGoalSession() {
  const userId = useSessionUser()?.id ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: Omit<SaveSessionInput, 'userId'>) => saveGoalSession({ ...session, userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: whoKeys.all }),
  });
}
