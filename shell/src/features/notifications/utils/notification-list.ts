import { CONSTANTS } from '@diva/core';

export interface HeaderNotification {
  id: string;
  title: string;
  message: string;
  read: boolean;
  created_at: string;
  type: string;
}

/** The header's view: the 10 newest notifications and the member's unread count. */
export interface NotificationList {
  items: HeaderNotification[];
  unread: number;
}

const atLeastZero = (value: number) => Math.max(0, value);

/** A live insert goes to the top, the list keeps 10 entries, and an unread one raises the count. */
export function applyInsert(list: NotificationList, row: HeaderNotification): NotificationList {
  if (list.items.some((item) => item.id === row.id)) return list;
  return {
    items: [row, ...list.items].slice(0, CONSTANTS.headerNotifications),
    unread: row.read ? list.unread : list.unread + 1,
  };
}

/** A live update adjusts the count when the read flag flips. `previousRead` comes from the list or the event. */
export function applyUpdate(list: NotificationList, row: HeaderNotification, previousRead?: boolean): NotificationList {
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
