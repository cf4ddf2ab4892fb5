import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';

export const rsvpInput = z.object({
  viewerId: z.guid(),
  eventId: z.guid(),
  /** attend: take a seat; waitlist: queue for one (a free seat is taken at once); cancel: delete the RSVP. */
  action: z.enum(['attend', 'waitlist', 'cancel']),
});
export type RsvpInput = z.infer<typeof rsvpInput>;
export type RsvpOutcome = 'attending' | 'waitlisted' | null;

/** One request. The database decides seats and queue order; the returned status is what it decided. */
export async function setRsvp(input: RsvpInput, client: DivaClient = getSupabase()): Promise<RsvpOutcome> {
  const { viewerId, eventId, action } = rsvpInput.parse(input);
  if (action === 'cancel') {
    unwrap(await client.from('event_rsvps').delete().eq('event_id', eventId).eq('user_id', viewerId));
    return null;
  }
  const row = unwrap<{ status: string }>(
    await client
      .from('event_rsvps')
      .insert({ event_id: eventId, user_id: viewerId, status: action === 'attend' ? 'attending' : 'waitlisted' })
      .select('status')
      .single(),
  );
  return row.status === 'waitlisted' ? 'waitlisted' : 'attending';
}
