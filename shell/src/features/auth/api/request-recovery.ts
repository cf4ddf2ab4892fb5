import { type DivaClient, getSupabase } from '@diva/core';
import { paths } from '@diva/contracts';
import { AUTH_TEXTS } from '@diva/core/texts';

/**
 * Sends the recovery e-mail; its link signs the member in and lands on the page that sets a new password. The
 * answer does not say whether the address has an account (Auth answers alike either way).
 */
export async function requestRecovery(email: string, client: DivaClient = getSupabase()): Promise<{ error: string | null }> {
  try {
    const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
      redirectTo: `${window.location.origin}${paths.resetPassword()}`,
    });
    return { error: error ? error.message : null };
  } catch {
    return { error: AUTH_TEXTS.unexpected };
  }
}
