import { type ConnectionRequestOutcome, type DivaClient, getSupabase, sendConnectionRequest, z } from '@diva/core';
import { useMutation } from '@tanstack/react-query';
import { eventsKeys } from '../../../lib/query-keys.ts';

export const connectPresidentInput = z.object({ presidentId: z.guid() });
export type ConnectPresidentInput = z.infer<typeof connectPresidentInput>;

export type ConnectOutcome = ConnectionRequestOutcome;

/** Connect with President: the one connection request of @diva/core, to the chapter's president. */
export function connectWithPresident(input: ConnectPresidentInput, client: DivaClient = getSupabase()): Promise<ConnectOutcome> {
  const { presidentId } = connectPresidentInput.parse(input);
  return sendConnectionRequest({ requestedId: presidentId }, client);
}

/** Connect with President, as one of the chapter page's actions. */
export function useConnectPresident(chapterId: number) {
  return useMutation({
    mutationKey: eventsKeys.chapterActions(chapterId),
    mutationFn: (presidentId: string) => connectWithPresident({ presidentId }),
  });
}
