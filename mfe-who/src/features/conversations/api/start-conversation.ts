import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useMutation } from '@tanstack/react-query';

export const startConversationInput = z.object({ otherUserId: z.guid() });
export type StartConversationInput = z.infer<typeof startConversationInput>;

/** The conversation with this member, found in either order or created; returns its id. */
export async function startConversation(input: StartConversationInput, client: DivaClient = getSupabase()): Promise<string> {
  const { otherUserId } = startConversationInput.parse(input);
  return unwrap<{ id: string }>(await client.rpc('get_or_create_conversation', { other_user_id: otherUserId })).id;
}

export const useStartConversation = () => useMutation({ mutationFn: (otherUserId: string) => startConversation({ otherUserId }) });
