import { type DivaClient, getSupabase, unwrap } from '@diva/core';

/** Approves an event (the database sets approved and the approval time) and audits it. */
export async function approveEvent(eventId: string, reason: string, client: DivaClient = getSupabase()): Promise<void> {
  unwrap(await client.rpc('admin_approve_event', { target: eventId, reason }));
}
