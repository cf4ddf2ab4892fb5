import { type DivaClient, getSupabase, messageContentSchema, unwrap, z } from '@diva/core';
import { MESSAGE_COLUMNS, type Message } from '../../../lib/messaging-types.ts';

export const sendMessageInput = z.object({
  conversationId: z.guid(),
  senderId: z.guid(),
  /** Trimmed, 1 to 5000 characters. */
  content: messageContentSchema,
});
export type SendMessageInput = z.input<typeof sendMessageInput>;

/** Sends a message; the database refuses it (42501) to a member the other participant blocked. */
export async function sendMessage(input: SendMessageInput, client: DivaClient = getSupabase()): Promise<Message> {
  const { conversationId, senderId, content } = sendMessageInput.parse(input);
  return unwrap<Message>(
    await client.from('messages').insert({ conversation_id: conversationId, sender_id: senderId, content }).select(MESSAGE_COLUMNS).single(),
  );
}
