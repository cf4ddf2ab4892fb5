import { DataError, type DivaClient, getSupabase, unwrap } from '@diva/core';

/** Deletes the viewer's own event (RSVPs go with it). Row-level security hides others' events: 0 rows is a refusal. */
export async function deleteEvent(eventId: string, client: DivaClient = getSupabase()): Promise<void> {
  const rows = unwrap<{ id: string }[]>(await client.from('events').delete().eq('id', eventId).select('id'));
  if (rows.length === 0) throw new DataError({ message: 'event not deleted', code: 'PGRST116' });
}
