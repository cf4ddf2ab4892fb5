import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';

export const markReadInput = z.object({ conversationId: z.guid() });

/** Moves the member's read point to now (server time); returns it. Only a participant may. */
export async function markConversationRead(input: z.infer<typeof markReadInput>, client: DivaClient = getSupabase()): Promise<string> {
  const { conversationId } = markReadInput.parse(input);
  return unwrap<string>(await client.rpc('mark_conversation_read', { conversation_id: conversationId }));
}
