import { answerConnectionRequest, type DivaClient, getSupabase } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/query-keys.ts';

export interface AnswerRequestInput {
  id: string;
  status: 'approved' | 'denied';
}

/** Approve or deny a pending request; the database lets only its recipient do it. */
export function answerRequest(answer: AnswerRequestInput, client: DivaClient = getSupabase()): Promise<void> {
  return answerConnectionRequest({ requestId: answer.id, status: answer.status }, client);
}

export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerRequestInput) => answerRequest(input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: whoKeys.all }),
  });
}
