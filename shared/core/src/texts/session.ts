// The words the member chrome shows on every page: the header's link to her account, signing out, and the
// two-factor check before the app opens. A catalogue of their own, so every page's first paint carries these
// few and not the sign-in page's or the account page's words; AUTH_TEXTS and ACCOUNT_TEXTS hold them too.
import { type ToastText } from './common.ts';

export const SESSION_TEXTS = {
  accountSettings: 'Account settings',
  signedOut: { title: 'Signed Out', message: 'You have been signed out.', tone: 'success' },
  signOutFailed: 'Failed to sign out',
  unexpected: 'An unexpected error occurred. Please try again.',
  secondFactorTitle: 'Enter your two-factor code',
  secondFactorFormat: 'Enter the six digits your authenticator app shows',
  secondFactorRateLimited: 'Too many attempts. Wait a minute, then enter the newest code.',
  secondFactorCheckFailed: 'Could not check your two-factor sign-in',
  wrongCode: 'That code is not right. Check your app and try again.',
} as const satisfies Record<string, string | ToastText>;
