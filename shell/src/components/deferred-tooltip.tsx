import type { ReactElement } from 'react';
import { useExtendedUi } from '../lib/extended-ui.ts';

/** A tooltip once the extended UI is there; just the control before that. */
export function DeferredTooltip({ label, position, children }: { label: string; position?: 'right' | 'bottom'; children: ReactElement }) {
  const extended = useExtendedUi();
  if (!extended) return children;
  return (
    <extended.Tooltip label={label} position={position}>
      {children}
    </extended.Tooltip>
  );
}
