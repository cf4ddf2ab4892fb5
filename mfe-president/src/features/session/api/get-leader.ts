import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import type { LeaderRecord } from '../../../lib/leader.ts';
import { presidentKeys } from '../../../lib/query-keys.ts';

/** Her own application or leadership record, or null (spec 02 §7: diva_presidents, the row by user). */
export async function fetchLeader(userId: string, client: DivaClient = getSupabase()): Promise<LeaderRecord | null> {
  return unwrap<LeaderRecord | null>(
    await client
      .from('diva_presidents')
      .select('id, full_name, role, chapter_id, chapter_name, approved')
      .eq('user_id', userId)
      .maybeSingle(),
  );
}

export function useLeader() {
  const user = useSessionUser();
  return useQuery({
    queryKey: presidentKeys.leader(user?.id),
    queryFn: () => fetchLeader(user!.id),
    enabled: Boolean(user),
  });
}
