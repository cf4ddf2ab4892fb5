import { ActionIcon } from '@diva/ui';
import { lazy, Suspense } from 'react';
import { DotsIcon } from '@diva/ui/icons';
import { FEED_TEXTS } from '../../../texts.ts';
import { AfterContent } from '../../../components/after-content.tsx';
import type { OwnPostMenuProps } from './own-post-menu.tsx';

// The menu and its dialogs use the UI kit's overlays entry (Menu, Modal), loaded after the posts show.
const OwnPostMenu = lazy(() => import('./own-post-menu.tsx'));

export function DeferredOwnPostMenu(props: OwnPostMenuProps) {
  const placeholder = (
    <ActionIcon variant="subtle" color="gray" aria-label={FEED_TEXTS.ownPostOptions} disabled>
      <DotsIcon />
    </ActionIcon>
  );
  // The menu's code loads once the posts have shown, never on their way.
  return (
    <AfterContent fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <OwnPostMenu {...props} />
      </Suspense>
    </AfterContent>
  );
}
