// Sign-in, sign-up and sign-out (spec 01 §8; 'Welcome back!' and 'Signed Out' also close spec 02's list).
import { type ToastText } from './common.ts';
import { SESSION_TEXTS } from './session.ts';

export const AUTH_TEXTS = {
  signedOut: SESSION_TEXTS.signedOut,
  welcomeBack: { title: 'Welcome back!', message: 'You have signed in successfully.', tone: 'success' },
  signUpSuccess: {
    title: 'Welcome!',
    message: 'Account created successfully! Please check your email to verify your account.',
    tone: 'success',
  },
  accountExists: { title: 'Account Exists', message: 'This email is already registered. Please sign in instead.' },
  signInErrorTitle: 'Sign In Error',
  signUpErrorTitle: 'Sign Up Error',
  unexpected: SESSION_TEXTS.unexpected,
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed: 'Please check your email and click the verification link before signing in.',
  signOutFailed: SESSION_TEXTS.signOutFailed,
  // Password recovery and e-mail codes: the UI's own words.
  forgotPassword: 'Forgot password?',
  emailMeCode: 'E-mail me a sign-in code',
  backToSignIn: 'Back to sign in',
  checkEmailTitle: 'Check your email',
  recoveryIntro: 'Enter your email and we will send you a link to set a new password.',
  sendRecoveryLink: 'Send recovery link',
  recoverySent: 'If an account uses this address, a link to set a new password is on its way.',
  codeIntro: 'Enter your email and we will send you a six-digit sign-in code, with a link you can follow instead.',
  sendCode: 'Send code',
  codeSent: 'Enter the six-digit code from the email, or follow its link.',
  codeLabel: 'Six-digit code',
  codeFormat: 'Enter the six digits from the email',
  signInWithCode: 'Sign in with code',
  codeRejected: 'This code is wrong or has expired. Request a new one.',
  newPasswordTitle: 'Set a new password',
  newPasswordLabel: 'New password',
  confirmNewPasswordLabel: 'Confirm new password',
  saveNewPassword: 'Save new password',
  passwordSaved: { title: 'Password updated', message: 'Your new password is saved.', tone: 'success' },
  recoveryLinkInvalid: 'This recovery link is invalid or has expired. Request a new one.',
  // The two-factor step after the password: the UI's own words.
  secondFactorTitle: SESSION_TEXTS.secondFactorTitle,
  secondFactorIntro: 'Your account uses two-factor sign-in. Enter the six-digit code your authenticator app shows now.',
  secondFactorLabel: 'Authenticator code',
  secondFactorFormat: SESSION_TEXTS.secondFactorFormat,
  secondFactorVerify: 'Verify and continue',
  secondFactorRateLimited: SESSION_TEXTS.secondFactorRateLimited,
  secondFactorCheckFailed: SESSION_TEXTS.secondFactorCheckFailed,
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
