import { paths } from '@diva/contracts';
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
    const { data, error } = await client.auth.signUp({
      email: parsed.data.email,
      password: parsed.data.password,
      // The confirmation link lands on sign-in, which signs her in or says why the link no longer works.
      options: { emailRedirectTo: `${window.location.origin}${paths.auth()}`, data: { display_name: parsed.data.displayName } },
    });
    if (error) {
      const failure = signUpFailure(error.message);
      return failure.kind === 'account-exists'
        ? { kind: 'switch-to-sign-in', title: failure.title, message: failure.message }
        : { kind: 'error', title: failure.title, message: failure.message };
    }
    // With confirmations off Auth answers with a session (she is signed in); with them on, with none.
    return { kind: 'signed-up', signedIn: Boolean(data?.session) };
  } catch {
    return { kind: 'error', title: AUTH_TEXTS.signUpErrorTitle, message: AUTH_TEXTS.unexpected };
  }
}
