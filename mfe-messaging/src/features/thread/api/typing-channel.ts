import { type DivaClient, getSupabase } from '@diva/core';
import * as z from 'zod/mini';

export const typingChannelInput = z.object({ conversationId: z.guid(), viewerId: z.guid() });

export const typingTopic = (conversationId: string) => `typing:${conversationId}`;

export interface TypingChannel {
  /** Tells the other participant "I am typing" (not stored anywhere). */
  signal: () => void;
  close: () => void;
}

/**
 * The conversation's typing, over a private Realtime broadcast topic `typing:<id>`: the database's policies on
 * realtime.messages let only its two participants join and send, so a third member who knows the id is
 * refused. Broadcasts never return to the sending connection; the payload's `user_id` only tells the
 * member's other tabs to ignore her own typing (nobody but the two participants can send on the topic).
 */
export function joinTypingChannel(
  input: z.infer<typeof typingChannelInput>,
  onOtherTyping: () => void,
  client: DivaClient = getSupabase(),
): TypingChannel {
  const { conversationId, viewerId } = typingChannelInput.parse(input);
  let joined = false;
  const channel = client
    .channel(typingTopic(conversationId), { config: { private: true } })
    .on('broadcast', { event: 'typing' }, ({ payload }) => {
      if ((payload as { user_id?: unknown } | undefined)?.user_id !== viewerId) onOtherTyping();
    })
    .subscribe((status) => {
      joined = status === 'SUBSCRIBED';
    });
  return {
    signal: () => {
      // Before the join (or after a refusal) there is nobody to tell: supabase-js would fall back to REST.
      if (joined) void channel.send({ type: 'broadcast', event: 'typing', payload: { user_id: viewerId } }).catch(() => undefined);
    },
    close: () => {
      void client.removeChannel(channel);
    },
  };
}
