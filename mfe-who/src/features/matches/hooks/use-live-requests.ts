import { useSessionUser } from '@diva/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whoKeys } from '../../../lib/query-keys.ts';
import { subscribeRequestChanges } from '../api/subscribe-request-changes.ts';

/** A new request to her, or an answer to hers, refreshes the Who lists live. */
export function useLiveRequests() {
  const userId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    return subscribeRequestChanges(userId, () => void queryClient.invalidateQueries({ queryKey: whoKeys.all }));
  }, [userId, queryClient]);
}
