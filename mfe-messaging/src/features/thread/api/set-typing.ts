import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import * as z from 'zod/mini';

export const setTypingInput = z.object({ conversationId: z.guid() });

/** Tells the other participant "I am typing" (she sees it live; nobody else can read it). */
export async function setTyping(input: z.infer<typeof setTypingInput>, client: DivaClient = getSupabase()): Promise<void> {
  const { conversationId } = setTypingInput.parse(input);
  unwrap(await client.rpc('set_typing', { conversation_id: conversationId }));
}
