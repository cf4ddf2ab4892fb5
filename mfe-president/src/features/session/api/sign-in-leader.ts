import { type DivaClient, getSupabase } from '@diva/core';
import { fetchLeader } from './get-leader.ts';

export type LeaderSignInResult =
  | { ok: true }
  | { ok: false; reason: 'provider'; message: string }
  | { ok: false; reason: 'denied' }
  | { ok: false; reason: 'pending'; role: string }
  | { ok: false; reason: 'unexpected' };

/**
 * Signs in with Supabase Auth and keeps the session only with an approved record (spec 02 §8: a member
 * without one, or with a pending one, is signed out again). The dashboard's data is guarded by the database.
 */
export async function signInLeader(email: string, password: string, client: DivaClient = getSupabase()): Promise<LeaderSignInResult> {
  try {
    const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
    if (error || !data.user) return { ok: false, reason: 'provider', message: error?.message ?? '' };
    const leader = await fetchLeader(data.user.id, client);
    if (leader?.approved) return { ok: true };
    await client.auth.signOut({ scope: 'local' });
    return leader ? { ok: false, reason: 'pending', role: leader.role } : { ok: false, reason: 'denied' };
  } catch {
    await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
    return { ok: false, reason: 'unexpected' };
  }
}

export async function signOutLeader(client: DivaClient = getSupabase()): Promise<void> {
  await client.auth.signOut({ scope: 'local' });
}
