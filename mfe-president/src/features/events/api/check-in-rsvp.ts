import { type DivaClient, getSupabase, unwrap } from '@diva/core';

/** Marks an attendee present (or undoes it); the time is the database's. Returns checked_in_at. */
export async function checkInRsvp(rsvpId: string, present: boolean, client: DivaClient = getSupabase()): Promise<string | null> {
  return unwrap<string | null>(await client.rpc('president_check_in', { rsvp: rsvpId, present }));
}
