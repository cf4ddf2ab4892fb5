import { fetchConnectionSummary, getSupabase, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { profileKeys } from '../../../lib/query-keys.ts';

/** Connected / Request pending / Request Connection, her count and mutual connections (connection_summary). */
export function useConnectionSummary(userId: string) {
  const viewerId = useSessionUser()?.id ?? 'signed-out';
  return useQuery({
    queryKey: profileKeys.connection(userId, viewerId),
    queryFn: () => fetchConnectionSummary({ memberId: userId }, getSupabase()),
    enabled: viewerId !== 'signed-out',
  });
}
