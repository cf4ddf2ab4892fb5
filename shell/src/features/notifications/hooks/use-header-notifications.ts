import { getSupabase, useSessionUser } from '@diva/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchHeaderNotifications, markNotificationRead } from '../api/notifications-api.ts';
import { type HeaderNotification, type NotificationList, applyInsert, applyUpdate, markRead } from '../notification-list.ts';

const EMPTY: NotificationList = { items: [], unread: 0 };

/** The header's notifications with live updates and optimistic mark-read that reverts on failure. */
export function useHeaderNotifications() {
  const user = useSessionUser();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const queryKey = ['header-notifications', userId] as const;

  const query = useQuery({
    queryKey,
    enabled: Boolean(userId),
    queryFn: () => fetchHeaderNotifications(userId!),
  });

  useEffect(() => {
    if (!userId) return undefined;
    const update = (change: (list: NotificationList) => NotificationList) =>
      queryClient.setQueryData<NotificationList>(['header-notifications', userId], (list) => change(list ?? EMPTY));
    const channel = getSupabase()
      .channel(`header-notifications:${userId}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` }, (payload) =>
        update((list) => applyInsert(list, payload.new as HeaderNotification)),
      )
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` }, (payload) => {
        const previous = (payload.old as Partial<HeaderNotification> | undefined)?.read;
        update((list) => applyUpdate(list, payload.new as HeaderNotification, previous));
      })
      .subscribe();
    return () => {
      void getSupabase().removeChannel(channel);
    };
  }, [userId, queryClient]);

  const markAsRead = useMutation({
    mutationFn: (id: string) => markNotificationRead(id),
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<NotificationList>(queryKey);
      queryClient.setQueryData<NotificationList>(queryKey, (list) => markRead(list ?? EMPTY, id));
      return { previous };
    },
    onError: (error, _id, context) => {
      console.error('Failed to mark notification as read', error);
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
  });

  return { list: query.data ?? EMPTY, isLoading: query.isLoading, markAsRead: (id: string) => markAsRead.mutate(id) };
}
