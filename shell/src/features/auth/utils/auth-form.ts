/** The /auth form's fields (sign-in uses email and password only). */
export interface AuthForm {
  email: string;
  password: string;
  confirmPassword: string;
  displayName: string;
}

/** What a sign-in or sign-up came to; the page turns it into a toast, a field error or a redirect. */
export type AuthOutcome =
  | { kind: 'signed-in' }
  /** `signedIn`: Auth signed her in at once (confirmations off); otherwise a confirmation e-mail is on its way. */
  | { kind: 'signed-up'; signedIn: boolean }
  | { kind: 'switch-to-sign-in'; title: string; message: string }
  | { kind: 'error'; title: string; message: string; field?: string };
