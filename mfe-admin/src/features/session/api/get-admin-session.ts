import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys.ts';

/**
 * When the signed-in account's admin session ends, or null when she has none: the database decides (role set
 * with the service role, admin sign-in less than 24 hours ago). The browser stores no admin token of its own.
 */
export async function fetchAdminSessionEnd(client: DivaClient = getSupabase()): Promise<Date | null> {
  const end = unwrap<string | null>(await client.rpc('admin_session_expires_at').retry(false));
  return end ? new Date(end) : null;
}

export function useAdminSession() {
  const userId = useSessionUser()?.id;
  return useQuery({
    queryKey: [...adminKeys.session, userId ?? 'signed-out'],
    queryFn: () => fetchAdminSessionEnd(),
    enabled: Boolean(userId),
    retry: 1,
    staleTime: 60_000,
  });
}
