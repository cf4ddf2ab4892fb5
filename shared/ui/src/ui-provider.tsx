import { MantineProvider, Tooltip } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { CONSTANTS } from '@diva/core';
import type { ReactNode } from 'react';
import { theme } from './theme/theme.ts';

/** Theme, toasts (at most 3, 4000 ms, bottom-right, 356 px) and tooltip delays (700 ms; 300 ms within a group). */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications
        limit={CONSTANTS.toastLimit}
        autoClose={CONSTANTS.toastDurationMs}
        position="bottom-right"
        containerWidth={CONSTANTS.toastWidthPx}
      />
      <Tooltip.Group openDelay={CONSTANTS.tooltipDelayMs} closeDelay={CONSTANTS.tooltipSkipDelayMs}>
        {children}
      </Tooltip.Group>
    </MantineProvider>
  );
}
