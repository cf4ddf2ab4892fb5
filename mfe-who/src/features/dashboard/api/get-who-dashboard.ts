import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/query-keys.ts';

export interface WhoDashboard {
  superpowers: number;
  passions: number;
  fuel: number;
  goals: number;
  connections: number;
  recent_superpowers: string[];
  recent_goals: { id: string; title: string; status: string }[];
  recent_connections: { user_id: string; display_name: string; avatar_url: string | null; role: string | null }[];
  practice_count: number;
  practice_average: number | null;
}

/** The whole dashboard in one request: the database function reads every figure and list as her. */
export async function fetchWhoDashboard(client: DivaClient = getSupabase()): Promise<WhoDashboard> {
  return unwrap<WhoDashboard>(await client.rpc('who_dashboard').retry(false));
}

export function useWhoDashboard() {
  const userId = useSessionUser()?.id;
  return useQuery({ queryKey: whoKeys.dashboard(userId ?? 'signed-out'), queryFn: () => fetchWhoDashboard(), enabled: Boolean(userId) });
}
