import { type DivaClient, getSupabase, z } from '@diva/core';
import { fetchAdminSessionEnd } from './get-admin-session.ts';

export const adminSignInInput = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type AdminSignInInput = z.infer<typeof adminSignInInput>;

/** 'invalid': wrong credentials or not an admin (then signed out again); 'error': anything unexpected;
 *  'second-factor': the password was right and the account uses two-factor sign-in (the session is kept for
 *  the code, see verify-admin-code.ts). */
export type AdminSignInResult = { ok: true; sessionEnd: Date } | { ok: false; reason: 'invalid' | 'error' | 'second-factor' };

/** Auth's assurance levels: a verified factor and a session still at aal1 (the database gives her nothing yet). */
async function owesSecondFactor(client: DivaClient): Promise<boolean> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  return !error && data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}

/** Signs in with Supabase Auth (the username is the e-mail) and keeps the session only for an admin. */
export async function signInAdmin(input: AdminSignInInput, client: DivaClient = getSupabase()): Promise<AdminSignInResult> {
  const parsed = adminSignInInput.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const { error } = await client.auth.signInWithPassword({ email: parsed.data.username, password: parsed.data.password });
  if (error) return { ok: false, reason: error.status && error.status >= 400 && error.status < 500 ? 'invalid' : 'error' };
  try {
    const sessionEnd = await fetchAdminSessionEnd(client);
    if (sessionEnd) return { ok: true, sessionEnd };
    if (await owesSecondFactor(client).catch(() => false)) return { ok: false, reason: 'second-factor' };
    await client.auth.signOut({ scope: 'local' });
    return { ok: false, reason: 'invalid' };
  } catch {
    await client.auth.signOut({ scope: 'local' });
    return { ok: false, reason: 'error' };
  }
}
