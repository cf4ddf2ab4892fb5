// Component tests put a signed-in account into the shared session store the shell fills in the product.
import { useSessionStore } from '@diva/core';

export const VIEWER_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ID = '22222222-2222-4222-8222-222222222222';

export interface TestAccount {
  email?: string;
  displayName?: string;
  /** What the server sets, such as `{ role: 'admin' }`. */
  appMetadata?: Record<string, unknown>;
}

/** Puts a signed-in account (or nobody, with `null`) into the shared session store. */
export function signInAs(id: string | null, { email = 'viewer@example.com', displayName = 'Viewer', appMetadata = {} }: TestAccount = {}): void {
  if (!id) {
    useSessionStore.setState({ status: 'signed-out', session: null, user: null });
    return;
  }
  const user = { id, email, user_metadata: { display_name: displayName }, app_metadata: appMetadata, aud: 'authenticated', created_at: '' };
  useSessionStore.setState({ status: 'signed-in', user: user as never, session: { user } as never });
}
