import { CONSTANTS } from '@diva/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messagingKeys } from '../../../lib/query-keys.ts';
import { subscribeConversationList } from '../api/subscribe-conversation-list.ts';

/** Conversation changes refresh the list 500 ms later (spec 01 §4); a burst of changes gives one refresh. */
export function useLiveConversationList(viewerId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!viewerId) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refreshSoon = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: messagingKeys.lists(viewerId) });
      }, CONSTANTS.realtimeRefreshDelayMs);
    };
    const unsubscribe = subscribeConversationList({ viewerId }, refreshSoon);
    return () => {
      if (timer) clearTimeout(timer);
      unsubscribe();
    };
  }, [viewerId, queryClient]);
}
