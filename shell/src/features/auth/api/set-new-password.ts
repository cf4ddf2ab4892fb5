import { type DivaClient, getSupabase } from '@diva/core';
import { AUTH_TEXTS } from '@diva/core/texts';

/** Saves the new password for the member the recovery link signed in. */
export async function setNewPassword(password: string, client: DivaClient = getSupabase()): Promise<{ error: string | null }> {
  try {
    const { error } = await client.auth.updateUser({ password });
    return { error: error ? error.message : null };
  } catch {
    return { error: AUTH_TEXTS.unexpected };
  }
}
