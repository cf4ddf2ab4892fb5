import { type DivaClient, getSupabase, getSupabaseSettings, isSupabaseReady } from '@diva/core';
import type { ChatEntry } from '../../../lib/practice-types.ts';

/** Where the last save goes: the REST endpoint, the anon key and her current access token. */
export interface LeaveTarget {
  url: string;
  anonKey: string;
  accessToken: string;
}

/**
 * Keeps `onToken` up to date with her access token, so a save at pagehide can be sent at once (no await: the
 * page may be gone before a promise settles). Returns the unsubscribe.
 */
export function watchLeaveTarget(onTarget: (target: LeaveTarget | null) => void, given?: DivaClient): () => void {
  // No client yet (the remote alone before the shell boots it, or a test's fake): nothing to send to.
  if (!given && !isSupabaseReady()) return () => undefined;
  let settings: { url: string; anonKey: string };
  try {
    settings = getSupabaseSettings();
  } catch {
    return () => undefined;
  }
  const client = given ?? getSupabase();
  const { url, anonKey } = settings;
  const toTarget = (token: string | undefined) => (token ? { url, anonKey, accessToken: token } : null);
  void client.auth.getSession().then(({ data }) => onTarget(toTarget(data.session?.access_token)));
  const { data } = client.auth.onAuthStateChange((_event, session) => onTarget(toTarget(session?.access_token)));
  return () => data.subscription.unsubscribe();
}

/**
 * Saves her transcript with `fetch(…, { keepalive: true })`: the browser finishes the request after the tab
 * closes. As her (RLS: her own row only). Fire and forget: the browser copy (utils/local-draft.ts) still
 * covers a failure, including a transcript over the browser's 64 KB keepalive budget.
 */
export function saveSessionOnLeave(target: LeaveTarget, id: string, history: ChatEntry[], fetchImpl: typeof fetch = fetch): void {
  try {
    void fetchImpl(`${target.url}/rest/v1/practice_sessions?id=eq.${encodeURIComponent(id)}`, {
      method: 'PATCH',
      keepalive: true,
      headers: {
        apikey: target.anonKey,
        Authorization: `Bearer ${target.accessToken}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify({ chat_history: history }),
    }).catch(() => undefined);
  } catch {
    // A synchronous refusal (e.g. over the keepalive budget): the browser copy stays.
  }
}
