// Two-factor sign-in with an authenticator app (TOTP): list, enrol, confirm with a first code, remove.
import { DataError, type DivaClient, getSupabase } from '@diva/core';
import { qrImageSource } from '../utils/account-forms.ts';

export const accountKeys = { factors: (userId: string) => ['profile', 'account', 'factors', userId] as const };

export interface TotpFactor {
  id: string;
  status: 'verified' | 'unverified';
}

/** What enrolment shows: the QR code (an SVG data URI from Auth), the key as text, and the otpauth URI. */
export interface TotpEnrolment {
  factorId: string;
  qrCode: string;
  secret: string;
  uri: string;
}

type AuthResult = { error: { message?: string; code?: string; status?: number } | null };
function check<T extends AuthResult>(result: T): T {
  if (result.error) throw new DataError(result.error, result.error.status);
  return result;
}

/** Her TOTP factors, verified or not. */
export async function listTotpFactors(client: DivaClient = getSupabase()): Promise<TotpFactor[]> {
  const { data } = check(await client.auth.mfa.listFactors());
  return (data?.all ?? []).filter((f) => f.factor_type === 'totp').map((f) => ({ id: f.id, status: f.status }));
}

/** Starts enrolment; an unfinished earlier one is removed first (Auth keeps one pending factor per name). */
export async function enrolTotp(pending: TotpFactor[], client: DivaClient = getSupabase()): Promise<TotpEnrolment> {
  for (const factor of pending.filter((f) => f.status === 'unverified')) check(await client.auth.mfa.unenroll({ factorId: factor.id }));
  const { data } = check(await client.auth.mfa.enroll({ factorType: 'totp' }));
  if (!data || data.type !== 'totp') throw new DataError({ message: 'No authenticator key was returned' });
  return { factorId: data.id, qrCode: qrImageSource(data.totp.qr_code), secret: data.totp.secret, uri: data.totp.uri };
}

/** Confirms the factor with the first code from her app (challenge, then verify); her session becomes aal2. */
export async function confirmTotp(factorId: string, code: string, client: DivaClient = getSupabase()): Promise<void> {
  check(await client.auth.mfa.challengeAndVerify({ factorId, code }));
}

/** Removes a factor (turning two-factor sign-in off, or abandoning an enrolment). */
export async function removeTotp(factorId: string, client: DivaClient = getSupabase()): Promise<void> {
  check(await client.auth.mfa.unenroll({ factorId }));
}
