import { type DivaClient, getSupabase, unwrap } from '@diva/core';

/** The moderator approves a pending event (the database sets approved_at and refuses anyone else: 42501). */
export async function approveChapterEvent(eventId: string, client: DivaClient = getSupabase()): Promise<void> {
  const rows = unwrap<{ id: string }[]>(await client.from('events').update({ approved: true }).eq('id', eventId).select('id'));
  if (rows.length === 0) throw new Error('not approved');
}
