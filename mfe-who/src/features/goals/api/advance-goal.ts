import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { showToast } from '@diva/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nextStage } from '../../../lib/progress.ts';
import { whoKeys } from '../../../lib/who-keys.ts';
import type { Goal } from './get-goals.ts';
import { WHO_TEXTS } from '../../../texts.ts';

/** Moves a goal one stage on; none after goal_completed. */
export async function advanceGoal(goal: Pick<Goal, 'id' | 'status'>, client: DivaClient = getSupabase()): Promise<void> {
  const next = nextStage(goal.status);
  if (!next) return;
  unwrap(await client.from('user_goals').update({ status: next.status }).eq('id', goal.id).eq('status', goal.status));
}

export function useAdvanceGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goal: Pick<Goal, 'id' | 'status'>) => advanceGoal(goal),
    onError: () => showToast({ title: 'Error', message: WHO_TEXTS.updateGoalFailed }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: whoKeys.all }),
  });
}
