import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/query-keys.ts';

export const openGoalsInput = z.object({ userId: z.guid() });

/** Her goals that do not name a member yet and are not past outreach: the ones a request can be for. */
export async function fetchOpenGoals(userId: string, client: DivaClient = getSupabase()) {
  const input = openGoalsInput.parse({ userId });
  return unwrap<{ id: string; title: string }[]>(
    await client
      .from('user_goals')
      .select('id, title')
      .eq('user_id', input.userId)
      .is('target_member_id', null)
      .in('status', ['initial', 'goal_created', 'connection_identified'])
      .order('created_at', { ascending: false })
      .retry(false),
  );
}

export function useOpenGoals() {
  const userId = useSessionUser()?.id;
  return useQuery({ queryKey: whoKeys.openGoals(userId ?? 'signed-out'), queryFn: () => fetchOpenGoals(userId!), enabled: Boolean(userId) });
}
