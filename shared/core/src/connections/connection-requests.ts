// The one connection model, as every area asks for it: Request Connection (profile, feed, Who, a chapter's
// president) sends a connection request; its recipient approves or declines it; the requester withdraws it
// while it waits; either side removes an approved connection. The rules are the database's
// (20261127210000_connection_lifecycle.sql); these fetchers say what happened in words the areas map to texts.
import { DataError, unwrap } from '../errors/data-error.ts';
import { type DivaClient, getSupabase } from '../supabase/client.ts';
import { connectionMessageSchema } from '../validation/schemas.ts';
import * as z from '../validation/zod-kit.ts';

export const connectionRequestInput = z.object({
  requestedId: z.guid(),
  /** Optional, at most 500 characters; blank means no message. */
  message: connectionMessageSchema,
});
export type ConnectionRequestInput = z.input<typeof connectionRequestInput>;

/**
 * 'sent'; 'already-sent' when a request between the two exists already, either way (23505); 'blocked' when
 * either has blocked the other (42501 from the database's rule).
 */
export type ConnectionRequestOutcome = 'sent' | 'already-sent' | 'blocked';

/** Sends a pending connection request from the signed-in member (the database sets who asks). */
export async function sendConnectionRequest(input: ConnectionRequestInput, client: DivaClient = getSupabase()): Promise<ConnectionRequestOutcome> {
  const { requestedId, message } = connectionRequestInput.parse(input);
  const text = message?.trim();
  const result = await client
    .from('connection_requests')
    .insert({ requested_id: requestedId, ...(text ? { message: text } : {}) })
    // The member sees the outcome at once and may send again; no silent retries inside supabase-js.
    .retry(false);
  if (result.error?.code === '23505') return 'already-sent';
  if (result.error?.code === '42501' && result.error.message.startsWith('member_blocked')) return 'blocked';
  unwrap(result);
  return 'sent';
}

export const connectionRequestIdInput = z.object({ requestId: z.guid() });
export const answerConnectionInput = z.object({ requestId: z.guid(), status: z.enum(['approved', 'denied']) });

/** Approves or declines a pending request; only its recipient can (anyone else changes no row: an error). */
export async function answerConnectionRequest(input: z.input<typeof answerConnectionInput>, client: DivaClient = getSupabase()): Promise<void> {
  const { requestId, status } = answerConnectionInput.parse(input);
  const rows = unwrap<{ id: string }[]>(await client.from('connection_requests').update({ status }).eq('id', requestId).select('id'));
  if (rows.length === 0) throw new DataError({ message: 'This connection request is not waiting for your answer', code: 'PGRST116' });
}

/**
 * Withdraws her pending request, or removes an approved connection (either side): one delete, which the
 * database allows only in those two cases. Nothing deleted is an error in words.
 */
export async function deleteConnectionRequest(input: z.input<typeof connectionRequestIdInput>, client: DivaClient = getSupabase()): Promise<void> {
  const { requestId } = connectionRequestIdInput.parse(input);
  const rows = unwrap<{ id: string }[]>(await client.from('connection_requests').delete().eq('id', requestId).select('id'));
  if (rows.length === 0) throw new DataError({ message: 'This request or connection is not yours to withdraw or remove', code: 'PGRST116' });
}

export type ConnectionStatus = 'self' | 'none' | 'requested' | 'incoming' | 'connected';
export interface ConnectionSummary {
  status: ConnectionStatus;
  /** The request between the two (to withdraw, answer or remove); null when there is none. */
  request_id: string | null;
  /** Her approved connections. */
  connections: number;
  /** The first six connections they share, by name, and how many there are. */
  mutual: { user_id: string; display_name: string }[];
  mutual_count: number;
}

export const connectionSummaryInput = z.object({ memberId: z.guid() });

/** Where the signed-in member stands with another member, her connection count and their mutual connections. */
export async function fetchConnectionSummary(input: z.input<typeof connectionSummaryInput>, client: DivaClient = getSupabase()): Promise<ConnectionSummary> {
  const { memberId } = connectionSummaryInput.parse(input);
  return unwrap<ConnectionSummary>(await client.rpc('connection_summary', { member: memberId }).retry(false));
}
