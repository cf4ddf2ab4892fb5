import { ActionIcon } from '@diva/ui';
import { lazy, Suspense } from 'react';
import { DotsIcon } from '@diva/ui/icons';
import { AfterContent } from '../../../components/after-content.tsx';
import type { PostMenuProps } from './post-menu.tsx';

// The menu and its dialog use the UI kit's overlays entry (Menu, Modal), loaded after the posts show.
const PostMenu = lazy(() => import('./post-menu.tsx'));

export function DeferredPostMenu(props: PostMenuProps) {
  const placeholder = (
    <ActionIcon variant="subtle" color="gray" aria-label={`Post options for ${props.name}`} disabled>
      <DotsIcon />
    </ActionIcon>
  );
  // The menu's code loads once the posts have shown, never on their way.
  return (
    <AfterContent fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <PostMenu {...props} />
      </Suspense>
    </AfterContent>
  );
}
