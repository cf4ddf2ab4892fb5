import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { MESSAGE_COLUMNS, type Message } from '../../../lib/messaging-types.ts';

export const getMessageInput = z.object({ conversationId: z.guid(), messageId: z.guid() });

/**
 * One message of the conversation by its id, as row-level security lets the member read it; null when there is
 * none (never sent, deleted, or not hers to read). What the other member's "I sent one" nudge fetches.
 */
export async function getMessage(input: z.infer<typeof getMessageInput>, client: DivaClient = getSupabase()): Promise<Message | null> {
  const { conversationId, messageId } = getMessageInput.parse(input);
  return unwrap<Message | null>(
    await client.from('messages').select(MESSAGE_COLUMNS).eq('id', messageId).eq('conversation_id', conversationId).maybeSingle(),
  );
}
