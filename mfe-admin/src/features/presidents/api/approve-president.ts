import { type DivaClient, getSupabase } from '@diva/core';
import { callAdminFunction } from '../../../lib/api/admin-function.ts';

/** PUT {action: 'approve_president', id}: one approved moderator and one president per chapter still hold. */
export function approvePresident(id: string, reason: string, client: DivaClient = getSupabase()): Promise<unknown> {
  return callAdminFunction('PUT', '', { action: 'approve_president', id, reason }, client);
}
