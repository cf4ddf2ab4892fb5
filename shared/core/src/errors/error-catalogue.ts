/** The user-facing texts of the spec's error catalogue, and the mappings from backend errors to them. */

export interface DataError {
  code?: string;
  message?: string;
  status?: number;
}

export const TOASTS = {
  authRequired: 'Authentication Required',
  invalidAction: 'Invalid Action',
  requestAlreadySent: 'Request Already Sent',
  contentRequired: { title: 'Content Required', message: 'Please write something to share' },
  signedOut: { title: 'Signed Out', message: 'You have been signed out.' },
  welcomeBack: { title: 'Welcome back!', message: 'You have signed in successfully.' },
  accountExists: { title: 'Account Exists', message: 'This email is already registered. Please sign in instead.' },
  signUpSuccess: 'Account created successfully! Please check your email to verify your account.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** PGRST116 (no rows) on profile and connection lookups is a normal empty answer, not an error. */
export const isNoRowsError = (error: DataError | null | undefined): boolean => error?.code === 'PGRST116';

/** 'Post Failed' description. */
export function postFailureMessage(error: DataError): string {
  if (error.code === '23505') return 'Duplicate post detected';
  if (error.code === '42501') return 'Permission denied';
  if (error.code === 'PGRST301') return 'Database connection issue';
  if (error.message?.toLowerCase().includes('network')) return 'Network error. Please check your connection';
  return 'Failed to create post';
}

/** Description for an unexpected exception thrown while posting. */
export function unexpectedFailureMessage(error: unknown): string {
  if (error instanceof TypeError && /fetch/i.test(error.message)) return 'Network connection issue. Please try again';
  return 'Unexpected error occurred. Please try again';
}

/** Sign-in error text from the provider's message. */
export function signInFailureMessage(providerMessage: string): string {
  if (providerMessage.includes('Invalid login credentials')) {
    return 'Invalid email or password. Please check your credentials and try again.';
  }
  if (providerMessage.includes('Email not confirmed')) {
    return 'Please check your email and click the verification link before signing in.';
  }
  return providerMessage;
}

export type SignUpFailure =
  | { kind: 'account-exists'; title: string; message: string }
  | { kind: 'error'; title: 'Sign Up Error'; message: string };

export function signUpFailure(providerMessage: string): SignUpFailure {
  if (providerMessage.toLowerCase().includes('already registered')) {
    return { kind: 'account-exists', ...TOASTS.accountExists };
  }
  return { kind: 'error', title: 'Sign Up Error', message: providerMessage };
}

/** Saving a connection: 23505 means it is already saved. */
export function connectionSaveFailure(error: DataError): { title: string; message: string } {
  if (error.code === '23505') return { title: 'Already Connected', message: "You've already saved this connection" };
  return { title: 'Error', message: 'Failed to save connection' };
}
