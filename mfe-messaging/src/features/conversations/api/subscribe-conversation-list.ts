import { type DivaClient, getSupabase } from '@diva/core';
import * as z from 'zod/mini';

export const conversationListChangesInput = z.object({ viewerId: z.guid() });

let channelSequence = 0;

/**
 * Calls `onChange` when one of the member's conversations changes, a message she can read arrives (row-level
 * security filters them per subscriber), or her own read point moves (another tab read a thread). Returns
 * the function that closes the channel.
 */
export function subscribeConversationList(input: z.infer<typeof conversationListChangesInput>, onChange: () => void, client: DivaClient = getSupabase()): () => void {
  const { viewerId } = conversationListChangesInput.parse(input);
  const channel = client
    .channel(`messaging-list:${viewerId}:${(channelSequence += 1)}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'conversations', filter: `participant_1=eq.${viewerId}` }, onChange)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'conversations', filter: `participant_2=eq.${viewerId}` }, onChange)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, onChange)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'conversation_reads', filter: `user_id=eq.${viewerId}` }, onChange)
    .subscribe();
  return () => {
    void client.removeChannel(channel);
  };
}
