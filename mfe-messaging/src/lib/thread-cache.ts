import { timestampKey } from '@diva/core';
import type { InfiniteData } from '@tanstack/react-query';
import type { Message } from './messaging-types.ts';

// Pure updates of a cached thread. The pages hold messages newest first (page 0 the newest), as the keyset
// reads return them; the thread shows them reversed, oldest first.

export type ThreadPages = InfiniteData<Message[], unknown>;

/** Newest first, as the server's `order by created_at desc, id desc` (a uuid's order is its text's). */
function newestFirst(messages: Message[]): Message[] {
  const keyed = messages.map((message) => ({ message, key: timestampKey(message.created_at) }));
  keyed.sort((a, b) => b.key - a.key || (b.message.id < a.message.id ? -1 : b.message.id > a.message.id ? 1 : 0));
  return keyed.map(({ message }) => message);
}

/** All loaded messages, oldest first, each once. */
export function threadMessages(data: ThreadPages | undefined): Message[] {
  if (!data) return [];
  const byId = new Map<string, Message>();
  for (const page of data.pages) for (const message of page) byId.set(message.id, message);
  return newestFirst([...byId.values()]).reverse();
}

/** Adds a message to the newest page unless it is there already (a live event and the send's answer race). */
export function addMessage(data: ThreadPages | undefined, message: Message): ThreadPages | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.some((item) => item.id === message.id))) return data;
  const [first = [], ...rest] = data.pages;
  return { ...data, pages: [newestFirst([message, ...first]), ...rest] };
}

/** Replaces a loaded message with its newer state (an edit or a delete); the same data when it is not loaded. */
export function replaceMessage(data: ThreadPages | undefined, message: Message): ThreadPages | undefined {
  if (!data || !data.pages.some((page) => page.some((item) => item.id === message.id))) return data;
  return { ...data, pages: data.pages.map((page) => page.map((item) => (item.id === message.id ? { ...item, ...message } : item))) };
}

/** The keyset cursor for the page before this one: the oldest message's time and id. */
export function olderCursor(page: readonly Message[]): string | null {
  const oldest = page.at(-1);
  return oldest ? `${oldest.created_at}|${oldest.id}` : null;
}

export function parseCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt = '', id = ''] = cursor.split('|');
  return { createdAt, id };
}

/** 'Seen' belongs under the viewer's last message once the other member's read point has reached it. */
export function seenMessageId(messages: readonly Message[], viewerId: string, otherLastReadAt: string | null): string | null {
  const mine = messages.findLast((message) => message.sender_id === viewerId);
  if (!mine || !otherLastReadAt) return null;
  return Date.parse(otherLastReadAt) >= Date.parse(mine.created_at) ? mine.id : null;
}
