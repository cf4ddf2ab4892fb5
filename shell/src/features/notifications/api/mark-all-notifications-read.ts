import { type DivaClient, getSupabase, useSessionUser, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shellKeys } from '../../../lib/query-keys.ts';
import { BELL_HIDES_TYPE, markAllRead, type NotificationList } from '../utils/notification-list.ts';
import { EMPTY_NOTIFICATIONS } from './get-header-notifications.ts';

export const markAllNotificationsReadInput = z.object({ userId: z.guid() });

/** Marks every unread notification of the bell read (row-level security limits it to the member's own). */
export async function markAllNotificationsRead(input: z.infer<typeof markAllNotificationsReadInput>, client: DivaClient = getSupabase()): Promise<void> {
  const { userId } = markAllNotificationsReadInput.parse(input);
  const { error } = await client.from('notifications').update({ read: true }).eq('user_id', userId).eq('read', false).neq('type', BELL_HIDES_TYPE);
  if (error) throw error;
}

/** Mark all as read: the list and the count change at once and revert if the update fails. */
export function useMarkAllNotificationsRead() {
  const userId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  const queryKey = shellKeys.notifications(userId ?? 'signed-out');
  return useMutation({
    mutationFn: () => markAllNotificationsRead({ userId: userId! }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<NotificationList>(queryKey);
      queryClient.setQueryData<NotificationList>(queryKey, (list) => markAllRead(list ?? EMPTY_NOTIFICATIONS));
      return { previous };
    },
    onError: (error, _input, context) => {
      console.error('Failed to mark notifications as read', error);
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
  });
}
