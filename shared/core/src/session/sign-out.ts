import type { DivaClient } from '../supabase/client.ts';
import { useSessionStore } from './session-store.ts';

/** On sign-out, the server answering 401, 403 or 404 means the session is already gone: that is success. */
export const signOutStatusCountsAsSuccess = (status: number | undefined): boolean =>
  status === 401 || status === 403 || status === 404;

export interface SignOutResult {
  ok: boolean;
  message?: string;
}

export async function signOutMember(client: DivaClient): Promise<SignOutResult> {
  const { error } = await client.auth.signOut();
  if (error && !signOutStatusCountsAsSuccess(error.status)) {
    return { ok: false, message: error.message };
  }
  if (error) await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
  useSessionStore.getState().setSession(null);
  return { ok: true };
}
