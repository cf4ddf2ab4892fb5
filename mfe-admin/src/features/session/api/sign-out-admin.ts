import { type DivaClient, getSupabase } from '@diva/core';

/** Ends the session on this device (the admin's sign-in is also her member session). */
export async function signOutAdmin(client: DivaClient = getSupabase()): Promise<void> {
  await client.auth.signOut({ scope: 'local' });
}
