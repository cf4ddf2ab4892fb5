import { type DivaClient, getSupabase, openChannel, z } from '@diva/core';
import type { Message } from '../../../lib/messaging-types.ts';

export const threadChangesInput = z.object({ conversationId: z.guid() });

export interface ThreadChangeHandlers {
  onMessage: (message: Message) => void;
  /** A message was edited or deleted by its sender. */
  onMessageChange: (message: Message) => void;
  /** A participant's read point moved. */
  onRead: (read: { user_id: string; last_read_at: string }) => void;
  /** Each time the channel is (re)joined (`resumed` after a reconnect): events before it were not heard. */
  onSubscribed: (resumed: boolean) => void;
}

let channelSequence = 0;

/**
 * The open conversation's live changes, each filtered to it and checked against row-level security per
 * subscriber: new messages, edits and deletes, and read points (typing has its own private broadcast topic: typing-channel.ts). Returns the function that closes the channel.
 */
export function subscribeThread(input: z.infer<typeof threadChangesInput>, handlers: ThreadChangeHandlers, client: DivaClient = getSupabase()): () => void {
  const { conversationId } = threadChangesInput.parse(input);
  const filter = `conversation_id=eq.${conversationId}`;
  let subscribedOnce = false;
  return openChannel(client, (services) =>
    services
      .channel(`messaging-thread:${conversationId}:${(channelSequence += 1)}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter }, ({ new: row }) => handlers.onMessage(row as Message))
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages', filter }, ({ new: row }) => handlers.onMessageChange(row as Message))
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversation_reads', filter }, ({ new: row }) => {
        const read = row as { user_id?: string; last_read_at?: string };
        if (read.user_id && read.last_read_at) handlers.onRead({ user_id: read.user_id, last_read_at: read.last_read_at });
      })
      .subscribe((status) => {
        if (status !== 'SUBSCRIBED') return;
        handlers.onSubscribed(subscribedOnce);
        subscribedOnce = true;
      }),
  );
}
