import { useSessionUser } from '@diva/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applySeats } from '../../../lib/events-cache.ts';
import { eventsKeys } from '../../../lib/query-keys.ts';
import type { ViewerEvent } from '../../../lib/event-types.ts';
import { subscribeEventSeats } from '../api/subscribe-event-seats.ts';

/**
 * Seats left follow the database live. When an event she waits for changes, her own status is fetched again:
 * the database may just have promoted her from the waitlist.
 */
export function useLiveSeats() {
  const viewerId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!viewerId) return undefined;
    return subscribeEventSeats((row) => {
      const before = queryClient.getQueryData<ViewerEvent[]>(eventsKeys.list(viewerId))?.find((e) => e.id === row.id)
        ?? queryClient.getQueryData<ViewerEvent | null>(eventsKeys.event(viewerId, row.id));
      applySeats(queryClient, viewerId, row);
      if (before?.myStatus === 'waitlisted') void queryClient.invalidateQueries({ queryKey: eventsKeys.all });
    });
  }, [viewerId, queryClient]);
}
