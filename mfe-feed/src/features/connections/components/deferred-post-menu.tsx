import { ActionIcon } from '@diva/ui';
import { lazy, Suspense } from 'react';
import { DotsIcon } from '@diva/ui/icons';
import type { PostMenuProps } from './post-menu.tsx';

// The menu and its dialog use the UI kit's overlays entry (Menu, Modal), loaded after the posts show.
const PostMenu = lazy(() => import('./post-menu.tsx'));

export function DeferredPostMenu(props: PostMenuProps) {
  return (
    <Suspense
      fallback={
        <ActionIcon variant="subtle" color="gray" aria-label={`Post options for ${props.name}`} disabled>
          <DotsIcon />
        </ActionIcon>
      }
    >
      <PostMenu {...props} />
    </Suspense>
  );
}
