import { type DivaClient, getSupabase } from '@diva/core';
import { SESSION_TEXTS } from '@diva/core/texts';

// The two-factor step's own request, apart from the check the gate makes on every page (second-factor.ts): only a
// member who owes her code loads the step, and with it this.

export type SecondFactorOutcome = { kind: 'verified' } | { kind: 'error'; message: string };

/** Auth's refusal in words: a wrong code, too many tries, or anything else. */
function failureMessage(error: { status?: number; code?: string }): string {
  if (error.status === 429 || error.code?.includes('rate_limit')) return SESSION_TEXTS.secondFactorRateLimited;
  if (error.code === 'mfa_verification_failed') return SESSION_TEXTS.wrongCode;
  return SESSION_TEXTS.unexpected;
}

/** Challenges her verified TOTP factor and verifies the code: the session becomes aal2 (Auth emits the change). */
export async function verifySecondFactor(code: string, client: DivaClient = getSupabase()): Promise<SecondFactorOutcome> {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) return { kind: 'error', message: SESSION_TEXTS.secondFactorFormat };
  try {
    const factors = await client.auth.mfa.listFactors();
    const factor = factors.data?.totp.find((candidate) => candidate.status === 'verified');
    if (factors.error || !factor) return { kind: 'error', message: SESSION_TEXTS.unexpected };
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: digits });
    return error ? { kind: 'error', message: failureMessage(error) } : { kind: 'verified' };
  } catch {
    return { kind: 'error', message: SESSION_TEXTS.unexpected };
  }
}
