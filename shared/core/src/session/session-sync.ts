import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { DivaClient } from '../supabase/client.ts';
import { useSessionStore } from './session-store.ts';

/**
 * Keeps the store in step with the auth client: the stored session at start, then every auth event
 * (signed in/out, token refreshed, user updated, password recovery, MFA verified). supabase-js refreshes the
 * token before it expires and persists the session in localStorage; a stored session it cannot use is
 * removed here so the member is sent to sign in rather than stuck with a dead token.
 */
export function startSessionSync(client: DivaClient): () => void {
  const { setSession } = useSessionStore.getState();
  const { data } = client.auth.onAuthStateChange((_event: AuthChangeEvent, session: Session | null) => {
    setSession(session);
  });
  void client.auth.getSession().then(async ({ data: current, error }) => {
    if (error) {
      await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
      setSession(null);
      return;
    }
    setSession(current.session);
  });
  return () => data.subscription.unsubscribe();
}
