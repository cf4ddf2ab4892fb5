// Conversations and threads (spec 01 §2 and §8). 'Failed to send message' and 'Failed to start
// conversation' are in COMMON_TEXTS: the profile and Who show them too.

import { COMMON_TEXTS } from '@diva/core/texts';

export const MESSAGING_TEXTS = {
  title: 'Messages',
  noConversationsYet: 'No conversations yet',
  selectConversation: 'Select a conversation to start messaging',
  loadingMessages: 'Loading messages...',
  fetchConversationsFailed: 'Failed to fetch conversations',
  // Beyond the seed.
  searchPlaceholder: 'Search conversations...',
  noSearchResults: 'No conversations match your search',
  messagePlaceholder: 'Type a message...',
  conversationNotFound: 'Conversation not found',
  conversationNotFoundHelp: 'This conversation does not exist, or it is not one of yours.',
  loadMessagesFailed: 'The messages could not be loaded.',
  backToConversations: 'Back to conversations',
  loadOlder: 'Load older messages',
  newMessages: 'New messages',
  seen: 'Seen',
  sending: 'Sending…',
  notSent: 'Not sent',
  retry: COMMON_TEXTS.retry,
  blockMember: 'Block member',
  blockedMembers: 'Blocked members',
  noBlockedMembers: 'You have not blocked anyone',
  unblock: 'Unblock',
  blockFailed: 'Failed to block member',
  unblockFailed: 'Failed to unblock member',
  /** The refusal a blocked member sees when she writes to the blocker (the database refuses the insert). */
  blockedByMember: 'This member is not accepting your messages',
} as const;

/** '{name} is typing…' */
export const typingText = (name: string): string => `${name} is typing…`;
/** The blocker's notice in a conversation with someone she blocked. */
export const youBlocked = (name: string): string => `You have blocked ${name}. Unblock her to exchange messages again.`;
/** Confirmation of a block. */
export const blockConfirm = (name: string): string =>
  `${name} will no longer be able to message you, and this conversation leaves your list. You can unblock her under Blocked members.`;
