import { CONSTANTS, type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { APP_TEXTS } from '@diva/core/texts';
import { useQuery } from '@tanstack/react-query';
import { shellKeys } from '../../../lib/query-keys.ts';

/** The columns of `list_conversations` the popover shows. */
interface ConversationSummary {
  id: string;
  other_user_id: string;
  other_display_name: string | null;
  other_avatar_url: string | null;
  last_message_at: string | null;
  /** '' once its sender deleted it (the server empties a deleted message's text). */
  last_message_content: string | null;
}

export interface ConversationPreview {
  id: string;
  otherUserId: string;
  /** 'Unknown User' when the other member has no profile. */
  name: string;
  avatarUrl: string | null;
  lastMessageAt: string | null;
  /** The last message's text, 'Message deleted' when its sender took it back; null when there is none. */
  preview: string | null;
}

export const recentConversationsInput = z.object({ userId: z.guid() });
export type RecentConversationsInput = z.infer<typeof recentConversationsInput>;

/**
 * The member's 5 latest conversations with the other participant's name and avatar, in one request: the Messages
 * area's `list_conversations`, so the popover leaves out what the list leaves out (conversations with a member
 * she blocked). The function reads the caller from her token; `userId` only keys the cache per member.
 */
export async function fetchRecentConversations(input: RecentConversationsInput, client: DivaClient = getSupabase()): Promise<ConversationPreview[]> {
  recentConversationsInput.parse(input);
  const rows = unwrap<ConversationSummary[]>(await client.rpc('list_conversations', { max_rows: CONSTANTS.headerConversations }));
  return (rows ?? []).map((row) => ({
    id: row.id,
    otherUserId: row.other_user_id,
    name: row.other_display_name?.trim() || APP_TEXTS.unknownUser,
    avatarUrl: row.other_avatar_url ?? null,
    lastMessageAt: row.last_message_at,
    preview: previewOf(row.last_message_content),
  }));
}

// A deleted message keeps its row with an empty text: the preview says so in words, never an empty line.
const previewOf = (content: string | null | undefined): string | null =>
  content == null ? null : content === '' ? APP_TEXTS.messageDeleted : content;

/** The signed-in member's recent conversations; idle while nobody is signed in. */
export function useRecentConversationsQuery() {
  const userId = useSessionUser()?.id;
  return useQuery({
    queryKey: shellKeys.conversations(userId ?? 'signed-out'),
    queryFn: () => fetchRecentConversations({ userId: userId! }),
    enabled: Boolean(userId),
  });
}
