import { type DivaChannel, type DivaClient, getSupabase, openChannel, z } from '@diva/core';

export const typingChannelInput = z.object({ conversationId: z.guid(), viewerId: z.guid() });

export const typingTopic = (conversationId: string) => `typing:${conversationId}`;

export interface ConversationTopicHandlers {
  /** The other participant is typing. */
  onOtherTyping: () => void;
  /** The other participant's read point moved to this (server) time. */
  onOtherRead?: (lastReadAt: string) => void;
}

export interface TypingChannel {
  /** Tells the other participant "I am typing" (not stored anywhere). */
  signal: () => void;
  /** Tells the other participant she has read up to this time (the newest message she has read, as she reads it). */
  sendRead: (lastReadAt: string) => void;
  close: () => void;
}

/**
 * The conversation's private Realtime broadcast topic `typing:<id>`: typing, and read receipts as soon as they
 * are stored. The database's policies on realtime.messages let only its two participants join and send, so a
 * third member who knows the id is refused. Broadcasts never return to the sending connection; the payload's
 * `user_id` only tells the member's other tabs to ignore her own (nobody but the two participants can send on
 * the topic). A read receipt here is the early word of the read point's own change (postgres_changes on
 * conversation_reads, subscribe-thread.ts), which stays authoritative: it goes straight from one browser to the
 * other, without waiting for the database's change feed.
 */
export function joinTypingChannel(
  input: z.infer<typeof typingChannelInput>,
  handlers: ConversationTopicHandlers,
  client: DivaClient = getSupabase(),
): TypingChannel {
  const { conversationId, viewerId } = typingChannelInput.parse(input);
  let joined = false;
  let channel: DivaChannel | undefined;
  const fromOther = (payload: unknown) => {
    const userId = (payload as { user_id?: unknown } | undefined)?.user_id;
    return typeof userId === 'string' && userId !== viewerId;
  };
  const close = openChannel(client, (services) =>
    (channel = services
      .channel(typingTopic(conversationId), { config: { private: true } })
      .on('broadcast', { event: 'typing' }, ({ payload }) => {
        if (fromOther(payload)) handlers.onOtherTyping();
      })
      .on('broadcast', { event: 'read' }, ({ payload }) => {
        const at = (payload as { last_read_at?: unknown } | undefined)?.last_read_at;
        if (fromOther(payload) && typeof at === 'string' && !Number.isNaN(Date.parse(at))) handlers.onOtherRead?.(at);
      })
      .subscribe((status) => {
        joined = status === 'SUBSCRIBED';
      })),
  );
  // Before the join (or after a refusal) there is nobody to tell: supabase-js would fall back to REST.
  const send = (event: string, payload: Record<string, unknown>) => {
    if (joined && channel) void channel.send({ type: 'broadcast', event, payload: { user_id: viewerId, ...payload } }).catch(() => undefined);
  };
  return {
    signal: () => send('typing', {}),
    sendRead: (lastReadAt) => send('read', { last_read_at: lastReadAt }),
    close,
  };
}
