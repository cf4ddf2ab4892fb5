import { type DivaClient, getSupabase, isNoRowsError, useSessionUser, z } from '@diva/core';
import { useMutation } from '@tanstack/react-query';
import { eventsKeys } from '../../../lib/query-keys.ts';

export const connectPresidentInput = z.object({ viewerId: z.guid(), presidentId: z.guid() });
export type ConnectPresidentInput = z.infer<typeof connectPresidentInput>;

export type ConnectOutcome = 'sent' | 'already-sent';

/** A pending connection request to the chapter's president; a second one (23505) is 'already-sent'. */
export async function connectWithPresident(input: ConnectPresidentInput, client: DivaClient = getSupabase()): Promise<ConnectOutcome> {
  const { viewerId, presidentId } = connectPresidentInput.parse(input);
  const { error } = await client.from('connection_requests').insert({ requester_id: viewerId, requested_id: presidentId });
  if (!error) return 'sent';
  if (error.code === '23505') return 'already-sent';
  if (isNoRowsError(error)) return 'sent';
  throw error;
}

/** Connect with President, as one of the chapter page's actions. */
export function useConnectPresident(chapterId: number) {
  const viewerId = useSessionUser()?.id;
  return useMutation({
    mutationKey: eventsKeys.chapterActions(chapterId),
    mutationFn: (presidentId: string) => connectWithPresident({ viewerId: viewerId!, presidentId }),
  });
}
