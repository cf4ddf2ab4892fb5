import { type DivaClient, getSupabase, openChannel, z } from '@diva/core';

export const connectionChangesInput = z.object({ viewerId: z.guid() });

/**
 * Any change to a request she sent or was sent (asked, accepted, declined, withdrawn, removed) calls `onChange`,
 * and so does each (re)join, since what changed before the channel listened was not heard. Row-level security
 * keeps other members' requests out; a delete is never filtered (Realtime's rule), so one elsewhere also calls it.
 * Returns the function that closes the channel.
 */
export function subscribeConnectionChanges(input: z.infer<typeof connectionChangesInput>, onChange: () => void, client: DivaClient = getSupabase()): () => void {
  const { viewerId } = connectionChangesInput.parse(input);
  return openChannel(client, (services) =>
    services
      .channel(`profile-connections:${viewerId}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'connection_requests', filter: `requester_id=eq.${viewerId}` }, onChange)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'connection_requests', filter: `requested_id=eq.${viewerId}` }, onChange)
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') onChange();
      }),
  );
}
