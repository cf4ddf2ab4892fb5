import { type DivaClient, getSupabase, messageContentSchema, unwrap, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../lib/messaging-types.ts';
import { messagingKeys } from '../../../lib/query-keys.ts';
import { replaceMessage, type ThreadPages } from '../../../lib/thread-cache.ts';

export const editMessageInput = z.object({
  messageId: z.guid(),
  /** Trimmed, 1 to 5000 characters. */
  content: messageContentSchema,
});
export type EditMessageInput = z.input<typeof editMessageInput>;

/**
 * Edits her message. The server keeps the rules: only the sender, only within 15 minutes of sending by its own
 * clock, never a deleted message; it stamps edited_at.
 */
export async function editMessage(input: EditMessageInput, client: DivaClient = getSupabase()): Promise<Message> {
  const { messageId, content } = editMessageInput.parse(input);
  return unwrap<Message>(await client.rpc('edit_message', { message_id: messageId, new_content: content }));
}

/** Edits her message and shows the saved text at once (the other member's thread hears it live). */
export function useEditMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EditMessageInput) => editMessage(input),
    onSuccess: (message) => queryClient.setQueryData<ThreadPages>(messagingKeys.messages(conversationId), (data) => replaceMessage(data, message)),
  });
}
