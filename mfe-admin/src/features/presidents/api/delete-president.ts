import { type DivaClient, getSupabase } from '@diva/core';
import { callAdminFunction } from '../../../lib/api/admin-function.ts';

/** DELETE {presidentId}: rejects an application or removes a leader. */
export function deletePresident(presidentId: string, reason: string, client: DivaClient = getSupabase()): Promise<unknown> {
  return callAdminFunction('DELETE', '', { presidentId, reason }, client);
}
