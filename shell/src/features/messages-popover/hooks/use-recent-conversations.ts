import { CONSTANTS, useSessionUser } from '@diva/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { shellKeys } from '../../../lib/query-keys.ts';
import { useRecentConversationsQuery } from '../api/get-recent-conversations.ts';
import { useUnreadMessageCountQuery } from '../api/get-unread-message-count.ts';
import { subscribeConversationChanges } from '../api/subscribe-conversation-changes.ts';

/**
 * The header's recent conversations and unread count. Conversation changes, new messages from other members
 * and the member's own reading refresh both 500 ms later (bursts are coalesced into one refresh).
 */
export function useRecentConversations() {
  const userId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  const query = useRecentConversationsQuery();
  const unread = useUnreadMessageCountQuery();

  useEffect(() => {
    if (!userId) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refreshSoon = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: shellKeys.conversations(userId) });
        void queryClient.invalidateQueries({ queryKey: shellKeys.unreadMessages(userId) });
      }, CONSTANTS.realtimeRefreshDelayMs);
    };
    const unsubscribe = subscribeConversationChanges({ userId }, refreshSoon);
    return () => {
      if (timer) clearTimeout(timer);
      unsubscribe();
    };
  }, [userId, queryClient]);

  return { conversations: query.data ?? [], unreadCount: unread.data ?? 0, isLoading: query.isLoading };
}
