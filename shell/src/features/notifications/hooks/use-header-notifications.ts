import { applyLiveChange, useSessionUser } from '@diva/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { shellKeys } from '../../../lib/query-keys.ts';
import { EMPTY_NOTIFICATIONS, useHeaderNotificationsQuery } from '../api/get-header-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { subscribeNotificationChanges } from '../api/subscribe-notification-changes.ts';
import { applyInsert, applyUpdate, type NotificationList } from '../utils/notification-list.ts';

/** The header's notifications with live updates and optimistic mark-read that reverts on failure. */
export function useHeaderNotifications() {
  const userId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  const query = useHeaderNotificationsQuery();
  const markAsRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  useEffect(() => {
    if (!userId) return undefined;
    const queryKey = shellKeys.notifications(userId);
    // A read that started before this change would answer without it and overwrite it: applyLiveChange reads again.
    const update = (change: (list: NotificationList) => NotificationList) =>
      applyLiveChange<NotificationList>(queryClient, queryKey, (list) => change(list ?? EMPTY_NOTIFICATIONS));
    return subscribeNotificationChanges(
      { userId },
      {
        onInserted: (row) => update((list) => applyInsert(list, row)),
        onUpdated: (row, previousRead) => update((list) => applyUpdate(list, row, previousRead)),
        // Live updates start after the page has shown (Realtime loads then): read again what came before.
        onJoined: () => void queryClient.invalidateQueries({ queryKey }),
      },
    );
  }, [userId, queryClient]);

  return {
    list: query.data ?? EMPTY_NOTIFICATIONS,
    isLoading: query.isLoading,
    markAsRead: (id: string) => markAsRead.mutate(id),
    markAllAsRead: () => {
      if (!markAll.isPending) markAll.mutate();
    },
    markingAll: markAll.isPending,
  };
}
