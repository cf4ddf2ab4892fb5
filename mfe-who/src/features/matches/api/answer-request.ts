import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/query-keys.ts';

export const answerRequestInput = z.object({ id: z.string().check(z.minLength(1)), status: z.enum(['approved', 'denied']) });
export type AnswerRequestInput = z.infer<typeof answerRequestInput>;

/** Approve or deny a pending request; the database lets only its recipient do it. */
export async function answerRequest(answer: AnswerRequestInput, client: DivaClient = getSupabase()) {
  const input = answerRequestInput.parse(answer);
  const rows = unwrap<{ id: string }[]>(await client.from('connection_requests').update({ status: input.status }).eq('id', input.id).select('id'));
  if (rows.length === 0) throw new Error('Not the recipient of this request');
}

export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerRequestInput) => answerRequest(input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: whoKeys.all }),
  });
}
