import { getSupabase, openChannel, useSessionUser } from '@diva/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whoKeys } from '../../../lib/who-keys.ts';

/** A new request to her, or an answer to hers, refreshes the Who lists live. */
export function useLiveRequests() {
  const userId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: whoKeys.all });
    return openChannel(getSupabase(), (services) =>
      services
        .channel(`who-requests-${userId}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'connection_requests', filter: `requested_id=eq.${userId}` }, refresh)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'connection_requests', filter: `requester_id=eq.${userId}` }, refresh)
        .subscribe(),
    );
  }, [userId, queryClient]);
}
