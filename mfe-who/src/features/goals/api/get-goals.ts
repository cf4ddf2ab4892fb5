import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/query-keys.ts';

export interface Goal {
  id: string;
  category: string;
  title: string;
  description: string | null;
  target_date: string | null;
  status: string;
  status_reason: string | null;
  target_member_id: string | null;
  created_at: string;
}

export const GOAL_COLUMNS = 'id, category, title, description, target_date, status, status_reason, target_member_id, created_at';

export const goalsInput = z.object({ userId: z.guid() });

/** Her goals ("Your Sessions"), newest first. */
export async function fetchGoals(userId: string, client: DivaClient = getSupabase()): Promise<Goal[]> {
  const input = goalsInput.parse({ userId });
  return unwrap<Goal[]>(
    await client.from('user_goals').select(GOAL_COLUMNS).eq('user_id', input.userId).order('created_at', { ascending: false }).retry(false),
  );
}

export function useGoals() {
  const userId = useSessionUser()?.id;
  return useQuery({ queryKey: whoKeys.goals(userId ?? 'signed-out'), queryFn: () => fetchGoals(userId!), enabled: Boolean(userId) });
}
