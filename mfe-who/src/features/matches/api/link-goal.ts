import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/who-keys.ts';

/** Her goals that do not name a member yet and are not past outreach: the ones a request can be for. */
export async function fetchOpenGoals(userId: string, client: DivaClient = getSupabase()) {
  return unwrap<{ id: string; title: string }[]>(
    await client
      .from('user_goals')
      .select('id, title')
      .eq('user_id', userId)
      .is('target_member_id', null)
      .in('status', ['initial', 'goal_created', 'connection_identified'])
      .order('created_at', { ascending: false })
      .retry(false),
  );
}

export function useOpenGoals() {
  const userId = useSessionUser()?.id;
  return useQuery({ queryKey: [...whoKeys.goals(userId ?? 'signed-out'), 'open'], queryFn: () => fetchOpenGoals(userId!), enabled: Boolean(userId) });
}

/** Names the member a goal is about; the request that follows moves the goal (by trigger). */
export async function linkGoal(goalId: string, memberId: string, client: DivaClient = getSupabase()) {
  unwrap(await client.from('user_goals').update({ target_member_id: memberId }).eq('id', goalId));
}
