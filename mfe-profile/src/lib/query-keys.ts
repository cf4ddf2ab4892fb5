/**
 * TanStack Query keys of the profile area, in one place so every feature reads and updates the same entries.
 * Everything starts with 'profile', so `invalidateQueries({ queryKey: profileKeys.all })` refreshes the area.
 */
export const profileKeys = {
  all: ['profile'] as const,
  /** A member's whole profile as one viewer sees it (the connection state and like state are the viewer's). */
  page: (userId: string, viewerId: string) => ['profile', 'page', userId, viewerId] as const,
  /** Where the viewer stands with a member, her connection count and their mutual connections. */
  connection: (userId: string, viewerId: string) => ['profile', 'connection', userId, viewerId] as const,
  /** The signed-in member's upcoming events (attending). */
  myEvents: (userId: string) => ['profile', 'my-events', userId] as const,
};

/**
 * Other areas' cache entries that show a member's name or avatar: the shell header's member profile and the
 * feed's posts. Invalidated (by prefix) after she changes them, so the new picture shows there at once.
 */
export const FOREIGN_KEYS_SHOWING_MEMBER = [['shell', 'member-profile'], ['feed']] as const;
