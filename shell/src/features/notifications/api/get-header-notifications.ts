import { CONSTANTS, type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { shellKeys } from '../../../lib/query-keys.ts';
import type { NotificationList } from '../utils/notification-list.ts';

export const EMPTY_NOTIFICATIONS: NotificationList = { items: [], unread: 0 };

/**
 * The signed-in member's 10 newest notifications and her unread count, messages left to the messages badge. One call, so
 * both come from one snapshot: a live insert is then either in the list already or in neither (see
 * supabase/migrations/20261129120000_header_notifications.sql).
 */
export async function fetchHeaderNotifications(client: DivaClient = getSupabase()): Promise<NotificationList> {
  const list = unwrap<NotificationList | null>(await client.rpc('header_notifications', { max_items: CONSTANTS.headerNotifications }));
  return list ?? EMPTY_NOTIFICATIONS;
}

/** The signed-in member's header notifications; idle while nobody is signed in. */
export function useHeaderNotificationsQuery() {
  const userId = useSessionUser()?.id;
  return useQuery({
    queryKey: shellKeys.notifications(userId ?? 'signed-out'),
    queryFn: () => fetchHeaderNotifications(),
    enabled: Boolean(userId),
  });
}
