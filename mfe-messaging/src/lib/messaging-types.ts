/** A row of the conversation list as `list_conversations` returns it (one request for the whole list). */
export interface ConversationSummary {
  id: string;
  other_user_id: string;
  other_display_name: string | null;
  other_avatar_url: string | null;
  last_message_at: string;
  last_message_content: string | null;
  last_message_sender_id: string | null;
  last_message_created_at: string | null;
  /** The other member's messages after the viewer's read point, capped at 100. */
  unread_count: number;
  other_last_read_at: string | null;
}

export interface Message {
  id: string;
  conversation_id: string;
  sender_id: string;
  /** Empty once the sender deleted it. */
  content: string;
  created_at: string;
  /** When the sender last edited it (the server's time); she may within 15 minutes of sending. */
  edited_at: string | null;
  /** When the sender deleted it: both sides show 'Message deleted'. */
  deleted_at: string | null;
}

/** A message the viewer sent that the server has not confirmed yet (or refused). */
export interface OutgoingMessage {
  /** Local id until the server gives one. */
  localId: string;
  content: string;
  status: 'sending' | 'failed';
  /** Why it failed, in words. */
  error?: string;
}

/** The open conversation: both participants, with names, and their read points. */
export interface ConversationDetails {
  id: string;
  otherUserId: string;
  otherName: string;
  otherAvatarUrl: string | null;
  /** The other member's read point ('Seen' under the viewer's last message once it passes it). */
  otherLastReadAt: string | null;
  myLastReadAt: string | null;
}

/** Who the open conversation is with: its details without the read points. */
export type ConversationParty = Omit<ConversationDetails, 'otherLastReadAt' | 'myLastReadAt'>;

export interface BlockedMember {
  blocked_id: string;
  created_at: string;
  member: { display_name: string | null; avatar_url: string | null } | null;
}

export const MESSAGE_COLUMNS = 'id, conversation_id, sender_id, content, created_at, edited_at, deleted_at';
/** How long after sending the sender may edit a message (the server enforces it). */
export const EDIT_WINDOW_MS = 15 * 60_000;
export const THREAD_PAGE_SIZE = 50;
