import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';

export const setSuspendedInput = z.object({ userId: z.guid(), suspended: z.boolean(), reason: z.string() });

/**
 * Suspends (Auth's ban: she cannot sign in or refresh her session) or restores a member, audited with the
 * reason; the admin-only function checks the admin and refuses her own account.
 */
export async function setSuspended(input: z.infer<typeof setSuspendedInput>, client: DivaClient = getSupabase()): Promise<void> {
  const { userId, suspended, reason } = setSuspendedInput.parse(input);
  unwrap(await client.rpc('admin_set_suspended', { target: userId, suspended, reason }));
}
