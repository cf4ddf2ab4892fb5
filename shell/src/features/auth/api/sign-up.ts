import { type DivaClient, getSupabase, signUpSchema } from '@diva/core';
import { AUTH_TEXTS, signUpFailure } from '@diva/core/texts';
import type { AuthForm, AuthOutcome } from '../utils/auth-form.ts';

/**
 * Signs up with the display name as user metadata (the profile row is created from it); an address that has an
 * account already sends the member to sign-in instead.
 */
export async function signUp(form: AuthForm, client: DivaClient = getSupabase()): Promise<AuthOutcome> {
  const parsed = signUpSchema.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { kind: 'error', title: AUTH_TEXTS.signUpErrorTitle, message: issue?.message ?? 'Invalid form', field: issue?.path[0]?.toString() };
  }
  try {
    const { error } = await client.auth.signUp({
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
