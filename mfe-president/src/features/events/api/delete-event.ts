import { type DivaClient, getSupabase, unwrap } from '@diva/core';

/** Deletes her own event (row-level security: the creator or the admin). Throws when nothing was deleted. */
export async function deleteChapterEvent(eventId: string, client: DivaClient = getSupabase()): Promise<void> {
  const rows = unwrap<{ id: string }[]>(await client.from('events').delete().eq('id', eventId).select('id'));
  if (rows.length === 0) throw new Error('not deleted');
}
