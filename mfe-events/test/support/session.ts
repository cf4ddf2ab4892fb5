import { useSessionStore } from '@diva/core';

export const VIEWER_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ID = '22222222-2222-4222-8222-222222222222';

/** Puts a signed-in member (or nobody) into the shared session store. */
export function signInAs(id: string | null, email = 'viewer@example.com'): void {
  if (!id) {
    useSessionStore.setState({ status: 'signed-out', session: null, user: null });
    return;
  }
  const user = { id, email, user_metadata: { display_name: 'Viewer' }, app_metadata: {}, aud: 'authenticated', created_at: '' };
  useSessionStore.setState({ status: 'signed-in', user: user as never, session: { user } as never });
}
