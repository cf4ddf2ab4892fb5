import { type DivaClient, getSupabase } from '@diva/core';
import { callAdminFunction } from '../../../lib/api/admin-function.ts';

/**
 * Deletes a member through the admin function (spec 02 §7: the auth admin API needs the service role): the
 * account and every row that cascades from it, audited with the reason.
 */
export function deleteUser(userId: string, reason: string, client: DivaClient = getSupabase()): Promise<unknown> {
  return callAdminFunction('DELETE', '', { userId, reason }, client);
}
