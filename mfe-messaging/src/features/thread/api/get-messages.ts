import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MESSAGE_COLUMNS, type Message, THREAD_PAGE_SIZE } from '../../../lib/messaging-types.ts';
import { messagingKeys } from '../../../lib/query-keys.ts';
import { olderCursor, parseCursor } from '../../../lib/thread-cache.ts';

export const getMessagesInput = z.object({
  conversationId: z.guid(),
  /** Keyset cursor: messages strictly before this (created_at, id); the newest page without it. */
  before: z.optional(z.object({ createdAt: z.iso.datetime({ offset: true }), id: z.guid() })),
});
export type GetMessagesInput = z.infer<typeof getMessagesInput>;

/**
 * One page of a thread, newest first: the 50 newest messages, or the 50 before a cursor (keyset pagination on
 * the (conversation_id, created_at) index, so the thousandth page costs what the first does).
 */
export async function getMessages(input: GetMessagesInput, client: DivaClient = getSupabase()): Promise<Message[]> {
  const { conversationId, before } = getMessagesInput.parse(input);
  let request = client.from('messages').select(MESSAGE_COLUMNS).eq('conversation_id', conversationId).retry(false);
  if (before) request = request.or(`created_at.lt.${before.createdAt},and(created_at.eq.${before.createdAt},id.lt.${before.id})`);
  return unwrap<Message[]>(
    await request.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(THREAD_PAGE_SIZE),
  );
}

/** The open thread: the newest page first, older pages as the member scrolls up. */
export function useThreadMessages(conversationId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: messagingKeys.messages(conversationId),
    queryFn: ({ pageParam }) => getMessages({ conversationId, before: typeof pageParam === 'string' ? parseCursor(pageParam) : undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.length < THREAD_PAGE_SIZE ? undefined : olderCursor(page)),
    enabled,
    // Live inserts keep the newest page current; a refetch of every page would move the member's scroll.
    staleTime: Infinity,
  });
}
