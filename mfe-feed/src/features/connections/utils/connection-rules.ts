/** The toasts of a connection request from the feed (spec 01 §5 "Connecting" and §8). */
export const CONNECTION_TOASTS = {
  signedOut: { title: 'Authentication Required', message: 'Please sign in to request connections' },
  self: { title: 'Invalid Action', message: 'You cannot connect to yourself' },
  alreadySent: { title: 'Request Already Sent', message: "You've already sent a connection request to this user" },
  sent: { title: 'Connection Request Sent!', message: 'Your connection request has been sent' },
  failed: { title: 'Error', message: 'Failed to send connection request. Please try again' },
} as const;

export type ConnectionToast = (typeof CONNECTION_TOASTS)[keyof typeof CONNECTION_TOASTS];

/** The rule that blocks a request before anything is sent, if any: signed out, or to oneself. */
export function connectionBlock(requesterId: string | null | undefined, requestedId: string): ConnectionToast | null {
  if (!requesterId) return CONNECTION_TOASTS.signedOut;
  if (requesterId === requestedId) return CONNECTION_TOASTS.self;
  return null;
}
