/**
 * TanStack Query keys of the messaging area, in one place. Everything starts with 'messaging', so
 * `invalidateQueries({ queryKey: messagingKeys.all })` refreshes the whole area without touching the shell's.
 */
export const messagingKeys = {
  all: ['messaging'] as const,
  /** Every list of one viewer (with any search). */
  lists: (viewerId: string) => ['messaging', 'conversations', viewerId] as const,
  /** The conversation list, filtered by `search` ('' for all). */
  list: (viewerId: string, search: string) => ['messaging', 'conversations', viewerId, search] as const,
  /** The open conversation's participants and read points. */
  conversation: (id: string) => ['messaging', 'conversation', id] as const,
  /** A thread's pages of messages, newest page first. */
  messages: (id: string) => ['messaging', 'messages', id] as const,
  /** The conversation Message from another area opens with this member. */
  openWith: (userId: string) => ['messaging', 'with', userId] as const,
  blocked: (viewerId: string) => ['messaging', 'blocked', viewerId] as const,
};
