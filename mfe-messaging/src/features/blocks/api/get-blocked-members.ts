import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import type { BlockedMember } from '../../../lib/messaging-types.ts';
import { messagingKeys } from '../../../lib/query-keys.ts';

/** The members the viewer blocked, newest first, with their names (row-level security: her own blocks only). */
export async function getBlockedMembers(client: DivaClient = getSupabase()): Promise<BlockedMember[]> {
  return unwrap<BlockedMember[]>(
    await client
      .from('member_blocks')
      .select('blocked_id, created_at, member:profiles!member_blocks_blocked_id_fkey(display_name, avatar_url)')
      .order('created_at', { ascending: false })
      .retry(false),
  );
}

export function useBlockedMembers() {
  const viewerId = useSessionUser()?.id;
  return useQuery({
    queryKey: messagingKeys.blocked(viewerId ?? 'signed-out'),
    queryFn: () => getBlockedMembers(),
    enabled: Boolean(viewerId),
  });
}
