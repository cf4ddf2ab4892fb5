import { ActionIcon } from '@diva/ui';
import { DotsIcon } from '@diva/ui/icons';
import { lazy, Suspense } from 'react';
import type { ThreadMenuProps } from './thread-menu.tsx';

// The menu and its dialog use the UI kit's overlays entry (Menu, Modal), loaded after the thread shows.
const ThreadMenu = lazy(() => import('./thread-menu.tsx'));

export function DeferredThreadMenu(props: ThreadMenuProps & { blockedHref: string }) {
  return (
    <Suspense
      fallback={
        <ActionIcon variant="subtle" color="gray" size={40} aria-label={`Conversation options for ${props.otherName}`} disabled>
          <DotsIcon />
        </ActionIcon>
      }
    >
      <ThreadMenu {...props} />
    </Suspense>
  );
}
