import { DataError, type DivaClient, getSupabase, unwrap } from '@diva/core';
import { CONNECTION_TEXTS } from '@diva/core/texts';
import { showToast } from '@diva/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/who-keys.ts';

export async function sendRequest(input: { requesterId: string; requestedId: string; message: string }, client: DivaClient = getSupabase()) {
  const message = input.message.trim() || null;
  unwrap(await client.from('connection_requests').insert({ requester_id: input.requesterId, requested_id: input.requestedId, message }));
}

export function useSendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { requesterId: string; requestedId: string; message: string }) => sendRequest(input),
    onSuccess: () => showToast(CONNECTION_TEXTS.sent),
    onError: (error) =>
      showToast(error instanceof DataError && error.code === '23505' ? CONNECTION_TEXTS.alreadySent : { title: 'Error', message: CONNECTION_TEXTS.requestFailed }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: whoKeys.all }),
  });
}
