import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useMutation } from '@tanstack/react-query';

export const startConversationInput = z.object({ otherUserId: z.guid() });

/** The conversation with this member, found in either order or created (get_or_create_conversation). */
export async function startConversation(input: z.infer<typeof startConversationInput>, client: DivaClient = getSupabase()): Promise<string> {
  const { otherUserId } = startConversationInput.parse(input);
  return unwrap<{ id: string }>(await client.rpc('get_or_create_conversation', { other_user_id: otherUserId })).id;
}

export const useStartConversation = (otherUserId: string) => useMutation({ mutationFn: () => startConversation({ otherUserId }) });
