// Connecting: a request from the feed, the profile or Who Matches; saving a connection from a profile
// (spec 01 §5 and §8, spec 02 §8).
import { COMMON_TEXTS, type ToastText } from './common.ts';

export const CONNECTION_TEXTS = {
  signedOut: { title: COMMON_TEXTS.authRequiredTitle, message: 'Please sign in to request connections' },
  self: { title: COMMON_TEXTS.invalidActionTitle, message: 'You cannot connect to yourself' },
  alreadySent: { title: 'Request Already Sent', message: "You've already sent a connection request to this user" },
  sent: { title: 'Connection Request Sent!', message: 'Your connection request has been sent', tone: 'success' },
  sendFailed: { title: COMMON_TEXTS.errorTitle, message: 'Failed to send connection request. Please try again' },
  /** Who Matches (spec 02 §8). */
  requestFailed: 'Failed to send connection request',
  updateRequestFailed: 'Failed to update connection request',
  processRequestFailed: 'Failed to process request',
  alreadyConnected: { title: 'Already Connected', message: "You've already saved this connection" },
  saveFailed: { title: COMMON_TEXTS.errorTitle, message: 'Failed to save connection' },
} as const satisfies Record<string, string | ToastText>;
