import { type DivaClient, getSupabase, unwrap } from '@diva/core';

/** Deletes one of her sessions by id (another member's id deletes nothing: row-level security). */
export async function deleteSession(id: string, client: DivaClient = getSupabase()): Promise<void> {
  unwrap(await client.from('practice_sessions').delete().eq('id', id));
}
