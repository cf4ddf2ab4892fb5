import { CONNECTION_TEXTS, type ToastText } from '@diva/core/texts';

/** The rule that blocks a request before anything is sent, if any: signed out, or to oneself. */
export function connectionBlock(requesterId: string | null | undefined, requestedId: string): ToastText | null {
  if (!requesterId) return CONNECTION_TEXTS.signedOut;
  if (requesterId === requestedId) return CONNECTION_TEXTS.self;
  return null;
}
