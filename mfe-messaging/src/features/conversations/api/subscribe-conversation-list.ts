import { type DivaClient, getSupabase, openChannel, z } from '@diva/core';

export const conversationListChangesInput = z.object({ viewerId: z.guid() });

let channelSequence = 0;

/**
 * Calls `onChange` when one of the member's conversations changes or her own read point moves (another tab read
 * a thread). Every new message updates its conversation (a trigger moves last_message_at), and so does an edit or
 * delete of its latest message (updated_at: the preview changed), so the conversation filters hear those too; an
 * unfiltered messages binding would only add a row-level security check per message for every subscriber on the
 * server. Each (re)join counts as a change too: what changed before the channel listened was not heard. Returns
 * the function that closes the channel.
 */
export function subscribeConversationList(input: z.infer<typeof conversationListChangesInput>, onChange: () => void, client: DivaClient = getSupabase()): () => void {
  const { viewerId } = conversationListChangesInput.parse(input);
  return openChannel(client, (services) =>
    services
      .channel(`messaging-list:${viewerId}:${(channelSequence += 1)}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversations', filter: `participant_1=eq.${viewerId}` }, onChange)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversations', filter: `participant_2=eq.${viewerId}` }, onChange)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversation_reads', filter: `user_id=eq.${viewerId}` }, onChange)
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') onChange();
      }),
  );
}
