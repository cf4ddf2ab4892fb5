import { type DivaClient, getSupabase, useSessionUser, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shellKeys } from '../../../lib/query-keys.ts';
import { markRead, type NotificationList } from '../utils/notification-list.ts';
import { EMPTY_NOTIFICATIONS } from './get-header-notifications.ts';

export const markNotificationReadInput = z.object({ id: z.guid() });
export type MarkNotificationReadInput = z.infer<typeof markNotificationReadInput>;

/** Marks one notification read (row-level security limits it to the member's own). */
export async function markNotificationRead(input: MarkNotificationReadInput, client: DivaClient = getSupabase()): Promise<void> {
  const { id } = markNotificationReadInput.parse(input);
  const { error } = await client.from('notifications').update({ read: true }).eq('id', id);
  if (error) throw error;
}

/** Mark-read for the header: the item and the count change at once and revert if the update fails. */
export function useMarkNotificationRead() {
  const userId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  const queryKey = shellKeys.notifications(userId ?? 'signed-out');
  return useMutation({
    mutationFn: (id: string) => markNotificationRead({ id }),
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<NotificationList>(queryKey);
      queryClient.setQueryData<NotificationList>(queryKey, (list) => markRead(list ?? EMPTY_NOTIFICATIONS, id));
      return { previous };
    },
    onError: (error, _id, context) => {
      console.error('Failed to mark notification as read', error);
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
  });
}
