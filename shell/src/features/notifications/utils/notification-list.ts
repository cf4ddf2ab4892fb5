import { paths } from '@diva/contracts';
import { CONSTANTS } from '@diva/core';

export interface HeaderNotification {
  id: string;
  title: string;
  message: string;
  read: boolean;
  created_at: string;
  type: string;
  /** What it is about: request_id, conversation_id, event_id, post_id… (set by the database's triggers). */
  data?: Record<string, unknown> | null;
}

/**
 * Direct messages are counted once, in the messages badge: the bell neither lists nor counts them (the
 * database still records them, for the messages popover's own reads).
 */
export const BELL_HIDES_TYPE = 'message';
export const inBell = (row: Pick<HeaderNotification, 'type'>) => row.type !== BELL_HIDES_TYPE;

const idIn = (data: HeaderNotification['data'], key: string): string | null => {
  const value = data?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

/**
 * Where a notification leads: the request in Who Matches, the conversation, the event, the post, the portal, the
 * profile; null if nowhere (a report whose content was removed). The database's triggers put these ids in `data`
 * (supabase/migrations/20261128010000_notification_targets.sql lists each kind).
 */
export function notificationTarget(row: Pick<HeaderNotification, 'type' | 'data'>): string | null {
  const { data } = row;
  const request = idIn(data, 'request_id');
  if (row.type === 'connection_request' && request) return paths.whoMatches(request);
  const requested = idIn(data, 'requested_id');
  if (row.type === 'connection_approved' && requested) return paths.profile(requested);
  // Her application was approved: she is a president (or the moderator) now, and her portal is where that lives.
  if (row.type === 'application_approved' && idIn(data, 'role')) return paths.presidentDashboard();
  const conversation = idIn(data, 'conversation_id');
  if (conversation) return paths.messages(conversation);
  const event = idIn(data, 'event_id');
  if (event) return paths.event(event);
  const post = idIn(data, 'post_id');
  if (post) return paths.post(post);
  // A report that was dismissed about a profile: the profile is still there.
  const member = idIn(data, 'member_id');
  if (member) return paths.profile(member);
  return null;
}

/** The header's view: the 10 newest notifications and the member's unread count. */
export interface NotificationList {
  items: HeaderNotification[];
  unread: number;
}

const atLeastZero = (value: number) => Math.max(0, value);

/** A live insert goes to the top, the list keeps 10 entries, and an unread one raises the count (not a message's). */
export function applyInsert(list: NotificationList, row: HeaderNotification): NotificationList {
  if (!inBell(row) || list.items.some((item) => item.id === row.id)) return list;
  return {
    items: [row, ...list.items].slice(0, CONSTANTS.headerNotifications),
    unread: row.read ? list.unread : list.unread + 1,
  };
}

/** A live update adjusts the count when the read flag flips. `previousRead` comes from the list or the event. */
export function applyUpdate(list: NotificationList, row: HeaderNotification, previousRead?: boolean): NotificationList {
  if (!inBell(row)) return list;
  const known = list.items.find((item) => item.id === row.id);
  const before = known ? known.read : previousRead;
  let unread = list.unread;
  if (before === false && row.read) unread -= 1;
  if (before === true && !row.read) unread += 1;
  return {
    items: list.items.map((item) => (item.id === row.id ? { ...item, ...row } : item)),
    unread: atLeastZero(unread),
  };
}

/** Marking one read (optimistic): the item turns read and the count drops, never below 0. */
export function markRead(list: NotificationList, id: string): NotificationList {
  const target = list.items.find((item) => item.id === id);
  if (!target || target.read) return list;
  return {
    items: list.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
    unread: atLeastZero(list.unread - 1),
  };
}

/** Mark all as read (optimistic): every item read and the count 0. */
export const markAllRead = (list: NotificationList): NotificationList => ({
  items: list.items.map((item) => (item.read ? item : { ...item, read: true })),
  unread: 0,
});
