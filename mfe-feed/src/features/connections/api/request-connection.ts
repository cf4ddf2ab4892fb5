import { connectionMessageSchema, DataError, type DivaClient, getSupabase, isNoRowsError, unwrap, useSessionUser, z } from '@diva/core';
import { useMutation } from '@tanstack/react-query';

export const requestConnectionInput = z.object({
  requesterId: z.guid(),
  requestedId: z.guid(),
  /** Optional, at most 500 characters; blank means no message. */
  message: connectionMessageSchema,
});
export type RequestConnectionInput = z.input<typeof requestConnectionInput>;

export type RequestOutcome = 'sent' | 'already-sent';

/**
 * Sends a pending connection request unless one to this member exists already. The database refuses a
 * second one too (unique requester + requested), so a request that races another still ends as 'already-sent'.
 */
export async function requestConnection(input: RequestConnectionInput, client: DivaClient = getSupabase()): Promise<RequestOutcome> {
  const { requesterId, requestedId, message } = requestConnectionInput.parse(input);
  const existing = await client
    .from('connection_requests')
    .select('id')
    .eq('requester_id', requesterId)
    .eq('requested_id', requestedId)
    .maybeSingle()
    // The member sees the outcome at once and may send again; no silent retries inside supabase-js.
    .retry(false);
  if (existing.error && !isNoRowsError(existing.error)) throw new DataError(existing.error, existing.status);
  if (existing.data) return 'already-sent';

  const text = message?.trim();
  const inserted = await client
    .from('connection_requests')
    .insert({ requester_id: requesterId, requested_id: requestedId, status: 'pending', ...(text ? { message: text } : {}) });
  if (inserted.error?.code === '23505') return 'already-sent';
  unwrap(inserted);
  return 'sent';
}

/** The signed-in member requests a connection; the rules that need no request are checked by the caller. */
export function useRequestConnection() {
  const viewerId = useSessionUser()?.id;
  return useMutation({
    mutationFn: ({ requestedId, message }: { requestedId: string; message?: string }) =>
      requestConnection({ requesterId: viewerId!, requestedId, message }),
  });
}
