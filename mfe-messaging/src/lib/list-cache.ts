import type { ConversationSummary, Message } from './messaging-types.ts';

/**
 * The viewer's own message, placed in a cached list at once: her conversation moves to the top with it as the
 * last message. The list's live refresh follows 500 ms later; a full read right away would compete with the
 * other member's read point on its way back ('Seen').
 */
export function withOwnMessage(list: ConversationSummary[] | undefined, message: Message): ConversationSummary[] | undefined {
  const current = list?.find((row) => row.id === message.conversation_id);
  if (!list || !current) return list;
  const updated: ConversationSummary = {
    ...current,
    last_message_at: message.created_at,
    last_message_content: message.content,
    last_message_sender_id: message.sender_id,
    last_message_created_at: message.created_at,
  };
  return [updated, ...list.filter((row) => row.id !== message.conversation_id)];
}
