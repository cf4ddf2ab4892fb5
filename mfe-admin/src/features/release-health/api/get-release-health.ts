import type { RemoteHealthRow } from '@diva/contracts';
import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys.ts';

export type ReleaseHealth = RemoteHealthRow;

/** The window the view shows: the last 24 hours of loads. */
export const HEALTH_WINDOW_MS = 86_400_000;

/** Per environment, area, release and cohort, from the shell's load telemetry (the admin only; the server checks). */
export async function fetchReleaseHealth(client: DivaClient = getSupabase(), now: Date = new Date()): Promise<ReleaseHealth[]> {
  const since = new Date(now.getTime() - HEALTH_WINDOW_MS).toISOString();
  return unwrap<ReleaseHealth[]>(await client.rpc('remote_health', { p_since: since }).retry(false));
}

export const useReleaseHealth = () => useQuery({ queryKey: adminKeys.releaseHealth, queryFn: () => fetchReleaseHealth() });
