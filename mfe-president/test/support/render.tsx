import { MantineProvider } from '@mantine/core';
import { useSessionStore } from '@diva/core';
import { type ProviderOptions, renderWithProviders } from '@diva/test-utils';
import { theme } from '@diva/ui';
import type { ReactElement } from 'react';

export const MEMBER_ID = '22222222-2222-4222-8222-222222222222';

/** The shell's providers with Mantine's test environment (no transitions). */
export function renderPortal(ui: ReactElement, options?: ProviderOptions) {
  return renderWithProviders(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
    options,
  );
}

/** Puts a signed-in account (or nobody) into the shared session store. */
export function signInAs(id: string | null, email = 'leader@example.com'): void {
  if (!id) {
    useSessionStore.setState({ status: 'signed-out', session: null, user: null });
    return;
  }
  const user = { id, email, user_metadata: {}, app_metadata: {}, aud: 'authenticated', created_at: '' };
  useSessionStore.setState({ status: 'signed-in', user: user as never, session: { user } as never });
}
