import { CONSTANTS, type DivaClient, getSupabase, useSessionUser } from '@diva/core';
import { APP_TEXTS } from '@diva/core/texts';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { shellKeys } from '../../../lib/query-keys.ts';

export interface ConversationRow {
  id: string;
  participant_1: string;
  participant_2: string;
  last_message_at: string | null;
  updated_at: string | null;
}

export interface ConversationPreview {
  id: string;
  otherUserId: string;
  /** 'Unknown User' when the other member has no profile. */
  name: string;
  avatarUrl: string | null;
  lastMessageAt: string | null;
}

export const recentConversationsInput = z.object({ userId: z.guid() });
export type RecentConversationsInput = z.infer<typeof recentConversationsInput>;

/** The member's 5 latest conversations with the other participant's name and avatar. */
export async function fetchRecentConversations(input: RecentConversationsInput, client: DivaClient = getSupabase()): Promise<ConversationPreview[]> {
  // A guid, so it can go into the `or` filter text as it is.
  const { userId } = recentConversationsInput.parse(input);
  const { data, error } = await client
    .from('conversations')
    .select('id, participant_1, participant_2, last_message_at, updated_at')
    .or(`participant_1.eq.${userId},participant_2.eq.${userId}`)
    .order('last_message_at', { ascending: false, nullsFirst: false })
    .limit(CONSTANTS.headerConversations);
  if (error) throw error;
  const rows = (data ?? []) as ConversationRow[];
  const otherIds = [...new Set(rows.map((row) => (row.participant_1 === userId ? row.participant_2 : row.participant_1)))];
  const profiles = new Map<string, { display_name: string | null; avatar_url: string | null }>();
  if (otherIds.length > 0) {
    const result = await client.from('profiles').select('user_id, display_name, avatar_url').in('user_id', otherIds);
    // A failed profile lookup only costs names: rows fall back to 'Unknown User' (header errors are logged).
    if (result.error) console.error('Failed to load conversation profiles', result.error);
    for (const profile of (result.data ?? []) as { user_id: string; display_name: string | null; avatar_url: string | null }[]) {
      profiles.set(profile.user_id, profile);
    }
  }
  return rows.map((row) => {
    const otherUserId = row.participant_1 === userId ? row.participant_2 : row.participant_1;
    const profile = profiles.get(otherUserId);
    return {
      id: row.id,
      otherUserId,
      name: profile?.display_name?.trim() || APP_TEXTS.unknownUser,
      avatarUrl: profile?.avatar_url ?? null,
      lastMessageAt: row.last_message_at ?? row.updated_at,
    };
  });
}

/** The signed-in member's recent conversations; idle while nobody is signed in. */
export function useRecentConversationsQuery() {
  const userId = useSessionUser()?.id;
  return useQuery({
    queryKey: shellKeys.conversations(userId ?? 'signed-out'),
    queryFn: () => fetchRecentConversations({ userId: userId! }),
    enabled: Boolean(userId),
  });
}
