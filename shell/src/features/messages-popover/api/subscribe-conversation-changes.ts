import { type DivaClient, getSupabase, openChannel, z } from '@diva/core';

export const conversationChangesInput = z.object({ userId: z.guid() });
export type ConversationChangesInput = z.infer<typeof conversationChangesInput>;

/**
 * Calls `onChange` when one of the member's conversations changes, another member sends, edits or deletes a
 * message she can read (row-level security filters the messages), or her read point moves (she read a thread, in any tab), and
 * each time the channel is (re)joined, since what changed before it listened was not heard.
 * Returns the function that closes the channel.
 */
export function subscribeConversationChanges(input: ConversationChangesInput, onChange: () => void, client: DivaClient = getSupabase()): () => void {
  const { userId } = conversationChangesInput.parse(input);
  return openChannel(client, (services) =>
    services
      .channel(`header-conversations:${userId}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversations', filter: `participant_1=eq.${userId}` }, onChange)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversations', filter: `participant_2=eq.${userId}` }, onChange)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (payload) => {
        if ((payload.new as { sender_id?: string }).sender_id !== userId) onChange();
      })
      // Another member edited or took back a message: the preview of her last message changes.
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages' }, (payload) => {
        if ((payload.new as { sender_id?: string }).sender_id !== userId) onChange();
      })
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversation_reads', filter: `user_id=eq.${userId}` }, onChange)
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') onChange();
      }),
  );
}
