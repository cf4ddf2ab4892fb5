// Interactive and heavier components (overlays, menus, pickers, tabs). A separate shared entry of @diva/ui so a
// page pays for them only when it uses one. Production remotes never bundle @diva/ui themselves (the shell
// provides both entries from one build), so these components always see the shell's MantineProvider.
import { Tooltip } from '@mantine/core';
import { CONSTANTS } from '@diva/core';
import type { ReactNode } from 'react';

export {
  Alert,
  Burger,
  Checkbox,
  Code,
  Divider,
  Drawer,
  Flex,
  Grid,
  Loader,
  Menu,
  Modal,
  NumberInput,
  Paper,
  PasswordInput,
  Popover,
  Progress,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Tabs,
  Textarea,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';

/** Tooltips in a group: 700 ms before the first opens, then neighbours open at once; 300 ms skip delay. */
export function DelayedTooltipGroup({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Group openDelay={CONSTANTS.tooltipDelayMs} closeDelay={CONSTANTS.tooltipSkipDelayMs}>
      {children}
    </Tooltip.Group>
  );
}
