import { type DivaClient, getSupabase } from '@diva/core';

export type DecisionResult = { ok: true } | { ok: false; reason: 'moderator_taken' | 'chapter_taken' | 'failed' };

/**
 * Approves or rejects (deletes) a pending application through the database function; a seat already taken
 * (one moderator, one president per chapter, whatever the order of clicks) comes back as its hint.
 */
export async function decideApplication(id: string, approve: boolean, client: DivaClient = getSupabase()): Promise<DecisionResult> {
  const { error } = approve
    ? await client.rpc('president_approve_application', { target: id })
    : await client.rpc('president_reject_application', { target: id });
  if (!error) return { ok: true };
  const hint = (error as { hint?: string | null }).hint;
  return { ok: false, reason: hint === 'moderator_taken' || hint === 'chapter_taken' ? hint : 'failed' };
}
