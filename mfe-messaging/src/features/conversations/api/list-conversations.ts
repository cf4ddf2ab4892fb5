import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConversationSummary } from '../../../lib/messaging-types.ts';
import { messagingKeys } from '../../../lib/query-keys.ts';

export const listConversationsInput = z.object({
  /** Filters by the other member's name and by message text, on the server ('' for all). */
  search: z.optional(z.string().check(z.maxLength(200))),
});
export type ListConversationsInput = z.infer<typeof listConversationsInput>;

/**
 * The member's conversations in one request, however many there are: the other member, the last message, the
 * unread count and the other member's read point come from `list_conversations` (row-level security decides
 * what it reads). Conversations with a member she blocked are left out.
 */
export async function listConversations(input: ListConversationsInput = {}, client: DivaClient = getSupabase()): Promise<ConversationSummary[]> {
  const search = listConversationsInput.parse(input).search?.trim() ?? '';
  // Reads retry through TanStack Query (the spec's 3 retries), not a second time inside supabase-js.
  return unwrap<ConversationSummary[]>(await client.rpc('list_conversations', search ? { search } : {}).retry(false));
}

/** The signed-in member's conversation list; idle while nobody is signed in. */
export function useConversationList(search: string) {
  const viewerId = useSessionUser()?.id;
  const term = search.trim();
  return useQuery({
    queryKey: messagingKeys.list(viewerId ?? 'signed-out', term),
    queryFn: () => listConversations({ search: term }),
    enabled: Boolean(viewerId),
    // While a new search runs, the previous rows stay (no flash of the skeleton on every keystroke).
    placeholderData: keepPreviousData,
  });
}
