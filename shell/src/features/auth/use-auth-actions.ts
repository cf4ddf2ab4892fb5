import { getSupabase, signInSchema, signUpSchema, validationMessage } from '@diva/core';
import { AUTH_TEXTS, signInFailureMessage, signUpFailure } from '@diva/core/texts';

export type AuthOutcome =
  | { kind: 'signed-in' }
  | { kind: 'signed-up' }
  | { kind: 'switch-to-sign-in'; title: string; message: string }
  | { kind: 'error'; title: string; message: string; field?: string };

export interface AuthForm {
  email: string;
  password: string;
  confirmPassword: string;
  displayName: string;
}

export async function signIn(form: AuthForm): Promise<AuthOutcome> {
  const parsed = signInSchema.safeParse(form);
  if (!parsed.success) return { kind: 'error', title: AUTH_TEXTS.signInErrorTitle, message: validationMessage(parsed.error) };
  try {
    const { error } = await getSupabase().auth.signInWithPassword(parsed.data);
    if (error) return { kind: 'error', title: AUTH_TEXTS.signInErrorTitle, message: signInFailureMessage(error.message) };
    return { kind: 'signed-in' };
  } catch {
    return { kind: 'error', title: AUTH_TEXTS.signInErrorTitle, message: AUTH_TEXTS.unexpected };
  }
}

export async function signUp(form: AuthForm): Promise<AuthOutcome> {
  const parsed = signUpSchema.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { kind: 'error', title: AUTH_TEXTS.signUpErrorTitle, message: issue?.message ?? 'Invalid form', field: issue?.path[0]?.toString() };
  }
  try {
    const { error } = await getSupabase().auth.signUp({
      email: parsed.data.email,
      password: parsed.data.password,
      options: { emailRedirectTo: `${window.location.origin}/`, data: { display_name: parsed.data.displayName } },
    });
    if (error) {
      const failure = signUpFailure(error.message);
      return failure.kind === 'account-exists'
        ? { kind: 'switch-to-sign-in', title: failure.title, message: failure.message }
        : { kind: 'error', title: failure.title, message: failure.message };
    }
    return { kind: 'signed-up' };
  } catch {
    return { kind: 'error', title: AUTH_TEXTS.signUpErrorTitle, message: AUTH_TEXTS.unexpected };
  }
}
