// The account page's Auth calls. Each throws a DataError with Auth's own message on failure, so the
// section shows it beside its own failure title. All of them act on the signed-in member's session only.
import { paths } from '@diva/contracts';
import { DataError, type DivaClient, getSupabase, loadServices } from '@diva/core';
import { ACCOUNT_TEXTS } from '@diva/core/texts';

type AuthResult = { error: { message?: string; code?: string; status?: number } | null };

/** Auth's refusals that its own message does not put in a member's words; others keep Auth's message. */
const REFUSALS: Record<string, string> = {
  insufficient_aal: ACCOUNT_TEXTS.secondFactorRequired,
  over_request_rate_limit: ACCOUNT_TEXTS.tooManyTries,
  mfa_verification_failed: ACCOUNT_TEXTS.wrongCode,
};

function check<T extends AuthResult>(result: T): T {
  const error = result.error;
  if (error) throw new DataError({ message: (error.code && REFUSALS[error.code]) || error.message, code: error.code }, error.status);
  return result;
}

/**
 * The verified factor whose code she must enter before changing her e-mail or password: Auth refuses both
 * (insufficient_aal) to a member with two-factor sign-in whose session has not had her code. Null when none is
 * needed.
 */
export async function secondFactorNeeded(client: DivaClient = getSupabase()): Promise<string | null> {
  const { data: factors } = check(await client.auth.mfa.listFactors());
  const factorId = factors?.totp.find((f) => f.status === 'verified')?.id;
  if (!factorId) return null;
  const { data } = check(await client.auth.mfa.getAuthenticatorAssuranceLevel());
  return data?.currentLevel === 'aal2' ? null : factorId;
}

/** Her code for that factor (challenge, then verify): this session becomes aal2. */
export async function confirmSecondFactor(factorId: string, code: string, client: DivaClient = getSupabase()): Promise<void> {
  check(await client.auth.mfa.challengeAndVerify({ factorId, code }));
}

/** E-mails her a one-time code that proves it is her (for deleting the account after an old sign-in). */
export async function sendDeletionCode(email: string, client: DivaClient = getSupabase()): Promise<void> {
  check(await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } }));
}

/** Asks for a new address; it takes effect once the link e-mailed to the new address is followed. */
export async function changeEmail(email: string, client: DivaClient = getSupabase()): Promise<void> {
  check(await client.auth.updateUser({ email }, { emailRedirectTo: `${window.location.origin}${paths.settings()}` }));
}

/** E-mails her a one-time code (the nonce) that proves it is her before the password changes. */
export async function sendReauthenticationCode(client: DivaClient = getSupabase()): Promise<void> {
  check(await client.auth.reauthenticate());
}

/** The new password with the e-mailed nonce; Auth ends her other sessions. */
export async function changePassword(password: string, nonce: string, client: DivaClient = getSupabase()): Promise<void> {
  check(await client.auth.updateUser({ password, nonce }));
}

/** Ends every session of hers but this one. */
export async function signOutOtherDevices(client: DivaClient = getSupabase()): Promise<void> {
  check(await client.auth.signOut({ scope: 'others' }));
}

/**
 * Deletes her account through the delete-account function (it reads who she is from her token, never from a
 * body; the body carries only the e-mailed code, when her sign-in is over a day old), then forgets the session
 * here.
 */
export async function deleteOwnAccount(client: DivaClient = getSupabase(), code?: string): Promise<void> {
  const { error } = await (await loadServices(client)).functions.invoke('delete-account', { method: 'POST', body: code ? { code } : {} });
  if (error) {
    const answer = (error as { context?: Response }).context;
    const body = answer ? ((await answer.json().catch(() => null)) as { error?: string; code?: string } | null) : null;
    // `code` says when the e-mailed code is asked for (reauthentication_needed) or was wrong.
    throw new DataError({ message: body?.error ?? error.message, code: body?.code }, answer?.status);
  }
  await client.auth.signOut({ scope: 'local' });
}
