import { type DivaClient, getSupabase, isNoRowsError } from '@diva/core';

export type ConnectOutcome = 'sent' | 'already-sent';

/** A pending connection request to the chapter's president; a second one (23505) is 'already-sent'. */
export async function connectWithPresident(input: { viewerId: string; presidentId: string }, client: DivaClient = getSupabase()): Promise<ConnectOutcome> {
  const { error } = await client.from('connection_requests').insert({ requester_id: input.viewerId, requested_id: input.presidentId });
  if (!error) return 'sent';
  if (error.code === '23505') return 'already-sent';
  if (isNoRowsError(error)) return 'sent';
  throw error;
}
