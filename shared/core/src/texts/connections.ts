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
  /** The connection life-cycle's words, wherever a request or a connection is shown (profile, Who). */
  pending: 'Request pending',
  withdraw: 'Withdraw request',
  remove: 'Remove connection',
  removeTitle: 'Remove this connection?',
  removeMessage: 'You will no longer be connected. Either of you can send a new request later.',
  sentRequests: 'Requests you sent',
  /** The one Request Connection dialog (@diva/ui), wherever she asks: the feed's menu, a profile, Who. */
  requestConnection: 'Request Connection',
  messageLabel: 'Message (optional)',
  sendRequest: 'Send Request',
  /** Either member has blocked the other: the database refuses the request. */
  blocked: { title: 'Not available', message: 'You cannot connect with this member' },
} as const satisfies Record<string, string | ToastText>;

/** The Request Connection dialog's first line: whom she asks, and why a note helps. */
export const connectionRequestIntro = (name: string): string =>
  `Send ${name} a connection request. A short note about why you would like to connect helps.`;
