import { type ConnectionRequestInput, type ConnectionRequestOutcome, type DivaClient, getSupabase, sendConnectionRequest } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/query-keys.ts';

export type SendRequestInput = ConnectionRequestInput;
export type SendOutcome = ConnectionRequestOutcome;

/** A pending connection request: the one model of @diva/core ('already-sent' when one exists either way). */
export function sendRequest(request: SendRequestInput, client: DivaClient = getSupabase()): Promise<SendOutcome> {
  return sendConnectionRequest(request, client);
}

export function useSendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendRequestInput) => sendRequest(input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: whoKeys.all }),
  });
}
