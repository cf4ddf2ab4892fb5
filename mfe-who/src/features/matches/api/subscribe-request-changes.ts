import { type DivaClient, getSupabase, openChannel, z } from '@diva/core';

export const requestChangesInput = z.object({ userId: z.guid() });

/** Any change to a request sent to her or by her calls `onChange`; returns the function that closes the channel. */
export function subscribeRequestChanges(userId: string, onChange: () => void, client: DivaClient = getSupabase()): () => void {
  const input = requestChangesInput.parse({ userId });
  return openChannel(client, (services) =>
    services
      .channel(`who-requests-${input.userId}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'connection_requests', filter: `requested_id=eq.${input.userId}` }, onChange)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'connection_requests', filter: `requester_id=eq.${input.userId}` }, onChange)
      .subscribe(),
  );
}
