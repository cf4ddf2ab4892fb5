import { signInAs } from '@diva/test-utils';

export const ADMIN_ID = '11111111-1111-4111-8111-111111111111';

/** An admin account in the shared session store (the role the server sets in app_metadata), or nobody. */
export const signInAsAdmin = (id: string | null): void => signInAs(id, { email: 'admin@example.com', appMetadata: { role: 'admin' } });
