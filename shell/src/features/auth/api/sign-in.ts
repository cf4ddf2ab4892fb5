import { type DivaClient, getSupabase, signInSchema, validationMessage } from '@diva/core';
import { AUTH_TEXTS, signInFailureMessage } from '@diva/core/texts';
import type { AuthForm, AuthOutcome } from '../utils/auth-form.ts';
import { AUTH_PAGE_TEXTS } from '../../../texts.ts';

/** Signs in with email and password; a failure comes back as an outcome with the spec's text, never thrown. */
export async function signIn(form: AuthForm, client: DivaClient = getSupabase()): Promise<AuthOutcome> {
  const parsed = signInSchema.safeParse(form);
  if (!parsed.success) return { kind: 'error', title: AUTH_TEXTS.signInErrorTitle, message: validationMessage(parsed.error) };
  try {
    const { error } = await client.auth.signInWithPassword(parsed.data);
    // A suspended member (Auth's ban): said in words, not Auth's 'User is banned'.
    if (error && (error.code === 'user_banned' || /banned/i.test(error.message))) {
      return { kind: 'error', title: AUTH_TEXTS.signInErrorTitle, message: AUTH_PAGE_TEXTS.suspended };
    }
    if (error) return { kind: 'error', title: AUTH_TEXTS.signInErrorTitle, message: signInFailureMessage(error.message) };
    return { kind: 'signed-in' };
  } catch {
    return { kind: 'error', title: AUTH_TEXTS.signInErrorTitle, message: AUTH_TEXTS.unexpected };
  }
}
