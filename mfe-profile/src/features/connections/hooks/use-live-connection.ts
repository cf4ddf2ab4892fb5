import { useSessionUser } from '@diva/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileKeys } from '../../../lib/query-keys.ts';
import { subscribeConnectionChanges } from '../api/subscribe-connection-changes.ts';

/**
 * Where she stands with this member (button, count, mutual connections) follows the other member's answer live:
 * an accept, a decline, a withdrawal or a removal reads the summary again, without a reload.
 */
export function useLiveConnection(userId: string) {
  const viewerId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!viewerId || viewerId === userId) return;
    return subscribeConnectionChanges({ viewerId }, () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.connection(userId, viewerId) });
      void queryClient.invalidateQueries({ queryKey: profileKeys.page(userId, viewerId) });
    });
  }, [userId, viewerId, queryClient]);
}
