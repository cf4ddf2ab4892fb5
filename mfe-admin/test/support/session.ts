import { useSessionStore } from '@diva/core';

export const ADMIN_ID = '11111111-1111-4111-8111-111111111111';

/** Puts a signed-in account (or nobody) into the shared session store. */
export function signInAs(id: string | null): void {
  if (!id) {
    useSessionStore.setState({ status: 'signed-out', session: null, user: null });
    return;
  }
  const user = { id, email: 'admin@example.com', user_metadata: {}, app_metadata: { role: 'admin' }, aud: 'authenticated', created_at: '' };
  useSessionStore.setState({ status: 'signed-in', user: user as never, session: { user } as never });
}
