import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/query-keys.ts';

export const sendRequestInput = z.object({
  requesterId: z.guid(),
  requestedId: z.guid(),
  /** Blank means no message; the dialog holds it to 500 characters. */
  message: z.string(),
});
export type SendRequestInput = z.infer<typeof sendRequestInput>;

export type SendOutcome = 'sent' | 'already-sent';

/** A pending connection request; the database refuses a second one to the same member (23505: 'already-sent'). */
export async function sendRequest(request: SendRequestInput, client: DivaClient = getSupabase()): Promise<SendOutcome> {
  const input = sendRequestInput.parse(request);
  const message = input.message.trim() || null;
  const result = await client.from('connection_requests').insert({ requester_id: input.requesterId, requested_id: input.requestedId, message });
  if (result.error?.code === '23505') return 'already-sent';
  unwrap(result);
  return 'sent';
}

export function useSendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendRequestInput) => sendRequest(input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: whoKeys.all }),
  });
}
