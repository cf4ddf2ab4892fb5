import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { CONNECTION_TEXTS } from '@diva/core/texts';
import { showToast } from '@diva/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/who-keys.ts';

/** Approve or deny a pending request; the database lets only its recipient do it. */
export async function answerRequest(input: { id: string; status: 'approved' | 'denied' }, client: DivaClient = getSupabase()) {
  const rows = unwrap<{ id: string }[]>(await client.from('connection_requests').update({ status: input.status }).eq('id', input.id).select('id'));
  if (rows.length === 0) throw new Error('Not the recipient of this request');
}

export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: 'approved' | 'denied' }) => answerRequest(input),
    onError: () => showToast({ title: 'Error', message: CONNECTION_TEXTS.updateRequestFailed }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: whoKeys.all }),
  });
}
