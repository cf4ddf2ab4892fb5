// Sign-in, sign-up and sign-out (spec 01 §8; 'Welcome back!' and 'Signed Out' also close spec 02's list).
import { type ToastText } from './common.ts';

export const AUTH_TEXTS = {
  signedOut: { title: 'Signed Out', message: 'You have been signed out.', tone: 'success' },
  welcomeBack: { title: 'Welcome back!', message: 'You have signed in successfully.', tone: 'success' },
  signUpSuccess: {
    title: 'Welcome!',
    message: 'Account created successfully! Please check your email to verify your account.',
    tone: 'success',
  },
  accountExists: { title: 'Account Exists', message: 'This email is already registered. Please sign in instead.' },
  signInErrorTitle: 'Sign In Error',
  signUpErrorTitle: 'Sign Up Error',
  unexpected: 'An unexpected error occurred. Please try again.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed: 'Please check your email and click the verification link before signing in.',
  signOutFailed: 'Failed to sign out',
} as const satisfies Record<string, string | ToastText>;

/** Sign-in error text from the provider's message; an unknown message is shown as it is. */
export function signInFailureMessage(providerMessage: string): string {
  if (providerMessage.includes('Invalid login credentials')) return AUTH_TEXTS.invalidCredentials;
  if (providerMessage.includes('Email not confirmed')) return AUTH_TEXTS.emailNotConfirmed;
  return providerMessage;
}

export type SignUpFailure =
  | { kind: 'account-exists'; title: string; message: string }
  | { kind: 'error'; title: string; message: string };

/** 'already registered' means 'Account Exists' (and the screen switches to sign-in); else the provider's text. */
export function signUpFailure(providerMessage: string): SignUpFailure {
  if (providerMessage.toLowerCase().includes('already registered')) return { kind: 'account-exists', ...AUTH_TEXTS.accountExists };
  return { kind: 'error', title: AUTH_TEXTS.signUpErrorTitle, message: providerMessage };
}
