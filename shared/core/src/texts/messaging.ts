// Conversations and threads (spec 01 §2 and §8). 'Failed to send message' and 'Failed to start
// conversation' are in COMMON_TEXTS: the profile and Who show them too.

export const MESSAGING_TEXTS = {
  noConversationsYet: 'No conversations yet',
  selectConversation: 'Select a conversation to start messaging',
  loadingMessages: 'Loading messages...',
  fetchConversationsFailed: 'Failed to fetch conversations',
} as const;
