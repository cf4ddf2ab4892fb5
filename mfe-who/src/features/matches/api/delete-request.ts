import { deleteConnectionRequest, type DivaClient, getSupabase } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/query-keys.ts';

/** Withdraws her pending request, or removes an approved connection (either side); the database decides which. */
export function deleteRequest(requestId: string, client: DivaClient = getSupabase()): Promise<void> {
  return deleteConnectionRequest({ requestId }, client);
}

export function useDeleteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => deleteRequest(requestId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: whoKeys.all }),
  });
}
