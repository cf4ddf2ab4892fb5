import { ActionIcon } from '@diva/ui';
import { DotsIcon } from '@diva/ui/icons';
import { lazy, Suspense } from 'react';
import { MESSAGING_TEXTS } from '../../../texts.ts';
import type { OwnMessageMenuProps } from './own-message-menu.tsx';

// The menu and its dialogs come with the UI kit's overlays entry, loaded after the thread shows.
const OwnMessageMenu = lazy(() => import('./own-message-menu.tsx'));

export function DeferredOwnMessageMenu(props: OwnMessageMenuProps) {
  return (
    <Suspense
      fallback={
        <ActionIcon variant="subtle" color="gray" size={40} aria-label={MESSAGING_TEXTS.ownMessageOptions} disabled>
          <DotsIcon />
        </ActionIcon>
      }
    >
      <OwnMessageMenu {...props} />
    </Suspense>
  );
}
