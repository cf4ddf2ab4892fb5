// Conversations and threads (spec 01 §2 and §8). 'Failed to send message' and 'Failed to start
// conversation' are in COMMON_TEXTS: the profile and Who show them too.

import { APP_TEXTS, COMMON_TEXTS } from '@diva/core/texts';

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
  // Her own messages: edited within 15 minutes, deleted at any time.
  messageDeleted: APP_TEXTS.messageDeleted,
  edited: 'Edited',
  ownMessageOptions: 'Options for your message',
  editMessage: 'Edit message',
  deleteMessage: 'Delete message',
  editMessageTitle: 'Edit your message',
  saveEdit: 'Save edit',
  cancelEdit: COMMON_TEXTS.cancel,
  editWindowPassed: 'A message can be edited for 15 minutes after it is sent',
  editFailed: 'Failed to edit message',
  deleteMessageTitle: 'Delete this message?',
  deleteMessageHelp: 'Both of you will see that it was deleted. This cannot be undone.',
  deleteFailed: 'Failed to delete message',
  // Message from another area: the pair's conversation opens with the composer.
  openingConversation: 'Opening the conversation…',
} as const;

/** The words of her own messages and of opening a conversation, beyond what the spec words. */
export const BEYOND_SPEC = [
  'MESSAGING_TEXTS.messageDeleted',
  'MESSAGING_TEXTS.edited',
  'MESSAGING_TEXTS.ownMessageOptions',
  'MESSAGING_TEXTS.editMessage',
  'MESSAGING_TEXTS.deleteMessage',
  'MESSAGING_TEXTS.editMessageTitle',
  'MESSAGING_TEXTS.saveEdit',
  'MESSAGING_TEXTS.editWindowPassed',
  'MESSAGING_TEXTS.editFailed',
  'MESSAGING_TEXTS.deleteMessageTitle',
  'MESSAGING_TEXTS.deleteMessageHelp',
  'MESSAGING_TEXTS.deleteFailed',
  'MESSAGING_TEXTS.openingConversation',
];

/** '{name} is typing…' */
export const typingText = (name: string): string => `${name} is typing…`;
/** The blocker's notice in a conversation with someone she blocked. */
export const youBlocked = (name: string): string => `You have blocked ${name}. Unblock her to exchange messages again.`;
/** Confirmation of a block. */
export const blockConfirm = (name: string): string =>
  `${name} will no longer be able to message you, and this conversation leaves your list. You can unblock her under Blocked members.`;
