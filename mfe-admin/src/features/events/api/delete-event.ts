import { type DivaClient, getSupabase, unwrap } from '@diva/core';

/** Deletes an event and audits it. */
export async function deleteEvent(eventId: string, reason: string, client: DivaClient = getSupabase()): Promise<void> {
  unwrap(await client.rpc('admin_delete_event', { target: eventId, reason }));
}
