import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { messagingKeys } from '../../../lib/query-keys.ts';

export const openConversationInput = z.object({ otherUserId: z.guid() });

/**
 * The pair's conversation, found in either order or opened for her alone (the other member sees it once it has a
 * message); returns its id.
 */
export async function openConversation(input: z.infer<typeof openConversationInput>, client: DivaClient = getSupabase()): Promise<string> {
  const { otherUserId } = openConversationInput.parse(input);
  return unwrap<{ id: string }>(await client.rpc('get_or_create_conversation', { other_user_id: otherUserId })).id;
}

/** The conversation id for Message from another area (`/app/messages/with/<userId>`). */
export function useOpenConversation(otherUserId: string) {
  const valid = z.guid().safeParse(otherUserId).success;
  return useQuery({
    queryKey: messagingKeys.openWith(otherUserId),
    queryFn: () => openConversation({ otherUserId }),
    enabled: valid,
    staleTime: Infinity,
    retry: false,
  });
}
