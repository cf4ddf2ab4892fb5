import { ActionIcon } from '@diva/ui';
import { DotsIcon } from '@diva/ui/icons';
import { lazy, Suspense } from 'react';
import { messageMenuLabel } from './menu-label.ts';
import type { MessageMenuProps } from './message-menu.tsx';

// The menu and the report dialog come with the UI kit's overlays entry, loaded after the thread shows (the
// thread's own menu loads the same chunk).
const MessageMenu = lazy(() => import('./message-menu.tsx'));

export function DeferredMessageMenu(props: MessageMenuProps) {
  return (
    <Suspense
      fallback={
        <ActionIcon variant="subtle" color="gray" size={40} aria-label={messageMenuLabel(props.senderName)} disabled>
          <DotsIcon />
        </ActionIcon>
      }
    >
      <MessageMenu {...props} />
    </Suspense>
  );
}
