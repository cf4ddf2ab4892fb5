// The account page's Auth calls (issue 22). Each throws a DataError with Auth's own message on failure, so the
// section shows it beside its own failure title. All of them act on the signed-in member's session only.
import { paths } from '@diva/contracts';
import { DataError, type DivaClient, getSupabase, loadServices } from '@diva/core';

type AuthResult = { error: { message?: string; code?: string; status?: number } | null };
function check<T extends AuthResult>(result: T): T {
  if (result.error) throw new DataError(result.error, result.error.status);
  return result;
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
 * body), then forgets the session here.
 */
export async function deleteOwnAccount(client: DivaClient = getSupabase()): Promise<void> {
  const { error } = await (await loadServices(client)).functions.invoke('delete-account', { method: 'POST', body: {} });
  if (error) {
    const answer = (error as { context?: Response }).context;
    const body = answer ? ((await answer.json().catch(() => null)) as { error?: string } | null) : null;
    throw new DataError({ message: body?.error ?? error.message }, answer?.status);
  }
  await client.auth.signOut({ scope: 'local' });
}
