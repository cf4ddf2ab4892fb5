// Overlays: popovers, tooltips, menus, dialogs and drawers. A shared entry of its own so a page that needs a
// menu does not also download pickers and tabs. Production remotes take it from the shell (one Mantine build).
import { Tooltip } from '@mantine/core';
import { CONSTANTS } from '@diva/core';
import type { ReactNode } from 'react';

export { Drawer, Menu, Modal, Popover, ScrollArea, Tooltip } from '@mantine/core';
export { ConfirmDialog } from './overlays/confirm-dialog.tsx';
export type { ConfirmDialogProps } from './overlays/confirm-dialog.tsx';
export { RequestConnectionDialog } from './overlays/request-connection-dialog.tsx';
export type { RequestConnectionDialogProps } from './overlays/request-connection-dialog.tsx';
export { ReportDialog } from './overlays/report-dialog.tsx';
export type { ReportDialogProps, ReportReason } from './overlays/report-dialog.tsx';

/** Tooltips in a group: 700 ms before the first opens, then neighbours open at once; 300 ms skip delay. */
export function DelayedTooltipGroup({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Group openDelay={CONSTANTS.tooltipDelayMs} closeDelay={CONSTANTS.tooltipSkipDelayMs}>
      {children}
    </Tooltip.Group>
  );
}
