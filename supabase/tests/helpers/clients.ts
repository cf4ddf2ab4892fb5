/**
 * The clients and members moved to @diva/test-utils/backend (re-exported here so tests importing this path keep
 * working); what stays is this package's own fixture: an event row.
 */
import type { Database } from '../../types/database.ts';
import type { Member } from '@diva/test-utils/backend';

export { anonClient, approveLeader, makeAdmin, serviceClient, signIn, signUpMember } from '@diva/test-utils/backend';
export type { Client, Member } from '@diva/test-utils/backend';

/** Inserts an event and returns its id (throws on error). */
export async function createEvent(
  member: Member,
  fields: Partial<Database['public']['Tables']['events']['Insert']> = {},
): Promise<{ id: string; approved: boolean }> {
  const { data, error } = await member.client
    .from('events')
    .insert({
      title: 'Test event',
      date: '2099-06-01',
      time: '18:30',
      location: 'Online',
      type: 'online',
      created_by: member.id,
      ...fields,
    })
    .select('id, approved')
    .single();
  if (error) throw error;
  return data;
}
