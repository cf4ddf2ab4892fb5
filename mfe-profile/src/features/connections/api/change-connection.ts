import {
  answerConnectionRequest,
  type ConnectionRequestOutcome,
  deleteConnectionRequest,
  getSupabase,
  sendConnectionRequest,
  useSessionUser,
} from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../../../lib/query-keys.ts';

export type ConnectionChange =
  | { kind: 'request'; message?: string }
  | { kind: 'answer'; requestId: string; status: 'approved' | 'denied' }
  | { kind: 'delete'; requestId: string };

/** One request per change (the shared connection model of @diva/core); the summary is read again after each. */
export async function changeConnection(userId: string, change: ConnectionChange, client = getSupabase()): Promise<ConnectionRequestOutcome | null> {
  if (change.kind === 'request') return sendConnectionRequest({ requestedId: userId, message: change.message }, client);
  if (change.kind === 'answer') await answerConnectionRequest({ requestId: change.requestId, status: change.status }, client);
  else await deleteConnectionRequest({ requestId: change.requestId }, client);
  return null;
}

export function useChangeConnection(userId: string) {
  const viewerId = useSessionUser()?.id ?? 'signed-out';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ConnectionChange) => changeConnection(userId, change),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.connection(userId, viewerId) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.page(userId, viewerId) }),
      ]),
  });
}
