import { type DivaClient, getSupabase } from '@diva/core';
import { fetchAdminSessionEnd } from './get-admin-session.ts';

export type AdminCodeResult =
  | { ok: true; sessionEnd: Date }
  | { ok: false; reason: 'format' | 'wrong-code' | 'rate-limited' | 'invalid' | 'error' };

/**
 * The second step of the admin login for an admin who uses two-factor sign-in: her code raises the session to
 * aal2, and only then does the database grant her an admin session (a non-admin is signed out again).
 */
export async function verifyAdminCode(code: string, client: DivaClient = getSupabase()): Promise<AdminCodeResult> {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) return { ok: false, reason: 'format' };
  const factors = await client.auth.mfa.listFactors();
  const factor = factors.data?.totp.find((candidate) => candidate.status === 'verified');
  if (factors.error || !factor) return { ok: false, reason: 'error' };
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: digits });
  if (error) {
    if (error.status === 429 || error.code?.includes('rate_limit')) return { ok: false, reason: 'rate-limited' };
    return { ok: false, reason: error.code === 'mfa_verification_failed' ? 'wrong-code' : 'error' };
  }
  const sessionEnd = await fetchAdminSessionEnd(client);
  if (sessionEnd) return { ok: true, sessionEnd };
  await client.auth.signOut({ scope: 'local' });
  return { ok: false, reason: 'invalid' };
}
