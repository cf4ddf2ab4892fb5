import { CONSTANTS, useSessionUser } from '@diva/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { shellKeys } from '../../../lib/query-keys.ts';
import { useRecentConversationsQuery } from '../api/get-recent-conversations.ts';
import { subscribeConversationChanges } from '../api/subscribe-conversation-changes.ts';

/**
 * The header's recent conversations. Conversation changes, and new messages from other members, refresh the
 * list 500 ms later (bursts are coalesced into one refresh).
 */
export function useRecentConversations() {
  const userId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  const query = useRecentConversationsQuery();

  useEffect(() => {
    if (!userId) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refreshSoon = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: shellKeys.conversations(userId) });
      }, CONSTANTS.realtimeRefreshDelayMs);
    };
    const unsubscribe = subscribeConversationChanges({ userId }, refreshSoon);
    return () => {
      if (timer) clearTimeout(timer);
      unsubscribe();
    };
  }, [userId, queryClient]);

  return { conversations: query.data ?? [], isLoading: query.isLoading };
}
