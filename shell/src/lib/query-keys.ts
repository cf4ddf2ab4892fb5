/**
 * TanStack Query keys of the shell's own data (the member chrome), in one place so a hook, its live updates
 * and its mutations read and change the same cache entries. Everything starts with 'shell', so
 * `invalidateQueries({ queryKey: shellKeys.all })` refreshes the chrome without touching a remote's cache.
 */
export const shellKeys = {
  all: ['shell'] as const,
  /** The signed-in member's display name and avatar for the header. */
  memberProfile: (userId: string) => ['shell', 'member-profile', userId] as const,
  /** The header's 10 newest notifications and the unread count. */
  notifications: (userId: string) => ['shell', 'notifications', userId] as const,
  /** The header's 5 latest conversations. */
  conversations: (userId: string) => ['shell', 'conversations', userId] as const,
  /** The messages badge: unread messages over all conversations. */
  unreadMessages: (userId: string) => ['shell', 'unread-messages', userId] as const,
};
