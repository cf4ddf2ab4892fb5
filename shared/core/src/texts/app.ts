// The shell's chrome, header popovers and error screens (spec 01 §2).

export const APP_TEXTS = {
  loading: 'Loading...',
  notFound: 'Oops! Page not found',
  routeError: 'Unexpected Application Error!',
  comingSoon: 'Coming Soon',
  searchPlaceholder: 'Search network, chapters, events...',
  noNotifications: 'No notifications',
  noConversations: 'No conversations',
  unknownUser: 'Unknown User',
  /** A message its sender took back: the thread, the conversation list and the header's messages popover. */
  messageDeleted: 'Message deleted',
  /** The sidebar's last entry, and the way out of the two-factor step. */
  signOut: 'Sign Out',
} as const;
