import { MantineProvider } from '@mantine/core';
import { type ProviderOptions, renderWithProviders } from '@diva/test-utils';
import { theme } from '@diva/ui';
import type { ReactElement } from 'react';

/**
 * The shell's providers, plus Mantine's test environment inside them: no transitions (menus and modals open at
 * once instead of after animation frames that a busy test machine may delay or reorder).
 */
export function renderEvents(ui: ReactElement, options?: ProviderOptions) {
  return renderWithProviders(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
    options,
  );
}
