import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../lib/messaging-types.ts';
import { messagingKeys } from '../../../lib/query-keys.ts';
import { replaceMessage, type ThreadPages } from '../../../lib/thread-cache.ts';

export const deleteMessageInput = z.object({ messageId: z.guid() });

/** Takes her message back: the server removes its text and both sides show 'Message deleted'. Only the sender. */
export async function deleteMessage(input: z.infer<typeof deleteMessageInput>, client: DivaClient = getSupabase()): Promise<Message> {
  const { messageId } = deleteMessageInput.parse(input);
  return unwrap<Message>(await client.rpc('delete_message', { message_id: messageId }));
}

/** Deletes her message and shows it deleted at once; her conversation list reads its preview again. */
export function useDeleteMessage(conversationId: string) {
  const viewerId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => deleteMessage({ messageId }),
    onSuccess: (message) => {
      queryClient.setQueryData<ThreadPages>(messagingKeys.messages(conversationId), (data) => replaceMessage(data, message));
      if (viewerId) void queryClient.invalidateQueries({ queryKey: messagingKeys.lists(viewerId) });
    },
  });
}
