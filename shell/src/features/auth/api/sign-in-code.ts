import { type DivaClient, getSupabase } from '@diva/core';
import { paths } from '@diva/contracts';
import { AUTH_TEXTS, signInFailureMessage } from '@diva/core/texts';
import { normaliseCode } from '../utils/account-recovery.ts';

/**
 * E-mails a six-digit sign-in code with a link that signs in too (back on /auth, which sends a signed-in member
 * on). Only existing members: a code never creates an account (sign-up collects a display name).
 */
export async function sendSignInCode(email: string, client: DivaClient = getSupabase()): Promise<{ error: string | null }> {
  try {
    const { error } = await client.auth.signInWithOtp({
      email: email.trim(),
      options: { shouldCreateUser: false, emailRedirectTo: `${window.location.origin}${paths.auth()}` },
    });
    return { error: error ? signInFailureMessage(error.message) : null };
  } catch {
    return { error: AUTH_TEXTS.unexpected };
  }
}

/** Signs in with the code from the e-mail; a wrong, used or expired code is one message in words. */
export async function verifySignInCode(email: string, code: string, client: DivaClient = getSupabase()): Promise<{ error: string | null }> {
  try {
    const { error } = await client.auth.verifyOtp({ email: email.trim(), token: normaliseCode(code), type: 'email' });
    if (!error) return { error: null };
    return { error: error.code === 'otp_expired' || error.status === 403 ? AUTH_TEXTS.codeRejected : signInFailureMessage(error.message) };
  } catch {
    return { error: AUTH_TEXTS.unexpected };
  }
}
