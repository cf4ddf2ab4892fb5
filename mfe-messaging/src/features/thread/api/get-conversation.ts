import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { APP_TEXTS } from '@diva/core/texts';
import { useQuery } from '@tanstack/react-query';
import type { ConversationDetails } from '../../../lib/messaging-types.ts';
import { messagingKeys } from '../../../lib/query-keys.ts';

export const getConversationInput = z.object({ conversationId: z.guid(), viewerId: z.guid() });
export type GetConversationInput = z.infer<typeof getConversationInput>;

interface Person {
  display_name: string | null;
  avatar_url: string | null;
}
interface ConversationRow {
  id: string;
  participant_1: string;
  participant_2: string;
  one: Person | null;
  two: Person | null;
  reads: { user_id: string; last_read_at: string }[];
}

const COLUMNS =
  'id, participant_1, participant_2, one:profiles!conversations_participant_1_fkey(display_name, avatar_url), two:profiles!conversations_participant_2_fkey(display_name, avatar_url), reads:conversation_reads(user_id, last_read_at)';

/**
 * The conversation with both participants' names and read points, in one request; null when there is no such
 * conversation among the member's own (row-level security hides everyone else's).
 */
export async function getConversation(input: GetConversationInput, client: DivaClient = getSupabase()): Promise<ConversationDetails | null> {
  const { conversationId, viewerId } = getConversationInput.parse(input);
  const row = unwrap<ConversationRow | null>(await client.from('conversations').select(COLUMNS).eq('id', conversationId).retry(false).maybeSingle());
  if (!row) return null;
  const iAmFirst = row.participant_1 === viewerId;
  const other = iAmFirst ? row.two : row.one;
  const otherUserId = iAmFirst ? row.participant_2 : row.participant_1;
  return {
    id: row.id,
    otherUserId,
    otherName: other?.display_name?.trim() || APP_TEXTS.unknownUser,
    otherAvatarUrl: other?.avatar_url ?? null,
    otherLastReadAt: row.reads.find((read) => read.user_id === otherUserId)?.last_read_at ?? null,
    myLastReadAt: row.reads.find((read) => read.user_id === viewerId)?.last_read_at ?? null,
  };
}

/** The open conversation; an id that is not a guid is a conversation that does not exist. */
export function useConversation(conversationId: string) {
  const viewerId = useSessionUser()?.id;
  const valid = z.guid().safeParse(conversationId).success;
  return useQuery({
    queryKey: messagingKeys.conversation(conversationId),
    queryFn: () => (valid ? getConversation({ conversationId, viewerId: viewerId! }) : null),
    enabled: Boolean(viewerId),
  });
}
