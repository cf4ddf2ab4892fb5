import { CONSTANTS, type DivaClient, getSupabase, useSessionUser, z } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { shellKeys } from '../../../lib/query-keys.ts';
import { BELL_HIDES_TYPE, type HeaderNotification, type NotificationList } from '../utils/notification-list.ts';

export const NOTIFICATION_COLUMNS = 'id, title, message, read, created_at, type, data';
export const EMPTY_NOTIFICATIONS: NotificationList = { items: [], unread: 0 };

export const headerNotificationsInput = z.object({ userId: z.guid() });
export type HeaderNotificationsInput = z.infer<typeof headerNotificationsInput>;

/** The member's 10 newest notifications and her unread count, in two parallel requests; messages are not the bell's. */
export async function fetchHeaderNotifications(input: HeaderNotificationsInput, client: DivaClient = getSupabase()): Promise<NotificationList> {
  const { userId } = headerNotificationsInput.parse(input);
  const [list, unread] = await Promise.all([
    client
      .from('notifications')
      .select(NOTIFICATION_COLUMNS)
      .eq('user_id', userId)
      .neq('type', BELL_HIDES_TYPE)
      .order('created_at', { ascending: false })
      .limit(CONSTANTS.headerNotifications),
    client.from('notifications').select('id', { count: 'exact', head: true }).eq('user_id', userId).eq('read', false).neq('type', BELL_HIDES_TYPE),
  ]);
  if (list.error) throw list.error;
  const items = (list.data ?? []) as HeaderNotification[];
  // If the count query fails, the unread among the 10 shown is the best lower bound.
  const unreadCount = unread.error ? items.filter((item) => !item.read).length : (unread.count ?? 0);
  return { items, unread: unreadCount };
}

/** The signed-in member's header notifications; idle while nobody is signed in. */
export function useHeaderNotificationsQuery() {
  const userId = useSessionUser()?.id;
  return useQuery({
    queryKey: shellKeys.notifications(userId ?? 'signed-out'),
    queryFn: () => fetchHeaderNotifications({ userId: userId! }),
    enabled: Boolean(userId),
  });
}
