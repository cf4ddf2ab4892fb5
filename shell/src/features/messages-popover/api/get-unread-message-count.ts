import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { shellKeys } from '../../../lib/query-keys.ts';

/**
 * Unread messages over all the member's conversations (the other members' messages after her read points;
 * members she blocked left out), capped at 100 by the database: the badge shows '99+' beyond 99.
 */
export async function fetchUnreadMessageCount(client: DivaClient = getSupabase()): Promise<number> {
  return unwrap<number>(await client.rpc('unread_message_count')) ?? 0;
}

/** The header badge's count; idle while nobody is signed in. */
export function useUnreadMessageCountQuery() {
  const userId = useSessionUser()?.id;
  return useQuery({
    queryKey: shellKeys.unreadMessages(userId ?? 'signed-out'),
    queryFn: () => fetchUnreadMessageCount(),
    enabled: Boolean(userId),
  });
}
