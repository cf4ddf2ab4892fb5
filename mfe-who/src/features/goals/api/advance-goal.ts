import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nextStage } from '../../../lib/goal-stages.ts';
import { whoKeys } from '../../../lib/query-keys.ts';

export const advanceGoalInput = z.object({
  id: z.string().check(z.minLength(1)),
  /** The stage she sees: the update applies only while the goal is still there. */
  status: z.string(),
});
export type AdvanceGoalInput = z.infer<typeof advanceGoalInput>;

/** Moves a goal one stage on; none after goal_completed. */
export async function advanceGoal(goal: AdvanceGoalInput, client: DivaClient = getSupabase()): Promise<void> {
  const { id, status } = advanceGoalInput.parse(goal);
  const next = nextStage(status);
  if (!next) return;
  unwrap(await client.from('user_goals').update({ status: next.status }).eq('id', id).eq('status', status));
}

export function useAdvanceGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goal: AdvanceGoalInput) => advanceGoal(goal),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: whoKeys.all }),
  });
}
