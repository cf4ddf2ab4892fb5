import { CONSTANTS, getSupabase } from '@diva/core';
import type { HeaderNotification, NotificationList } from '../notification-list.ts';

export const NOTIFICATION_COLUMNS = 'id, title, message, read, created_at, type';

export async function fetchHeaderNotifications(userId: string): Promise<NotificationList> {
  const supabase = getSupabase();
  const [list, unread] = await Promise.all([
    supabase
      .from('notifications')
      .select(NOTIFICATION_COLUMNS)
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(CONSTANTS.headerNotifications),
    supabase.from('notifications').select('id', { count: 'exact', head: true }).eq('user_id', userId).eq('read', false),
  ]);
  if (list.error) throw list.error;
  const items = (list.data ?? []) as HeaderNotification[];
  // If the count query fails, the unread among the 10 shown is the best lower bound.
  const unreadCount = unread.error ? items.filter((item) => !item.read).length : (unread.count ?? 0);
  return { items, unread: unreadCount };
}

export async function markNotificationRead(id: string): Promise<void> {
  const { error } = await getSupabase().from('notifications').update({ read: true }).eq('id', id);
  if (error) throw error;
}
