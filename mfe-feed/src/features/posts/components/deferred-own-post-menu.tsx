import { ActionIcon } from '@diva/ui';
import { lazy, Suspense } from 'react';
import { DotsIcon } from '@diva/ui/icons';
import { FEED_TEXTS } from '../../../texts.ts';
import type { OwnPostMenuProps } from './own-post-menu.tsx';

// The menu and its dialogs use the UI kit's overlays entry (Menu, Modal), loaded after the posts show.
const OwnPostMenu = lazy(() => import('./own-post-menu.tsx'));

export function DeferredOwnPostMenu(props: OwnPostMenuProps) {
  return (
    <Suspense
      fallback={
        <ActionIcon variant="subtle" color="gray" aria-label={FEED_TEXTS.ownPostOptions} disabled>
          <DotsIcon />
        </ActionIcon>
      }
    >
      <OwnPostMenu {...props} />
    </Suspense>
  );
}
