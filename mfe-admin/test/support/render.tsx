import { MantineProvider } from '@mantine/core';
import { type ProviderOptions, renderWithProviders } from '@diva/test-utils';
import { theme } from '@diva/ui';
import type { ReactElement } from 'react';

/** The shell's providers with Mantine's test environment (no transitions: dialogs open at once). */
export function renderAdmin(ui: ReactElement, options?: ProviderOptions) {
  return renderWithProviders(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
    options,
  );
}
