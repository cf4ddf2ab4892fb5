import { type DivaClient, getSupabase, signOutMember, type SignOutResult } from '@diva/core';

/**
 * Ends the member's session. The server answering 401, 403 or 404 counts as success (the session is gone
 * already), and the session store is cleared then.
 */
export function signOut(client: DivaClient = getSupabase()): Promise<SignOutResult> {
  return signOutMember(client);
}
