import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { presidentKeys } from '../../../lib/query-keys.ts';

export interface PortalStats {
  members: number;
  events: number;
  rsvps: number;
  connections: number;
}

/** Her chapter's figures (president) or the network's (moderator): one database function per scope. */
export async function fetchStats(scope: 'chapter' | 'network', client: DivaClient = getSupabase()): Promise<PortalStats> {
  const rows = unwrap<PortalStats[]>(
    scope === 'network' ? await client.rpc('moderator_network_stats') : await client.rpc('president_chapter_stats'),
  );
  return rows[0] ?? { members: 0, events: 0, rsvps: 0, connections: 0 };
}

export const useStats = (scope: 'chapter' | 'network') =>
  useQuery({ queryKey: presidentKeys.stats(scope), queryFn: () => fetchStats(scope) });
