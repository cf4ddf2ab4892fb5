import { FEED_COMPOSER_HASH } from '@diva/contracts';
import { type RefObject, useEffect } from 'react';
import { useLocation } from '@diva/router';

/**
 * The header's "Create Post" (and the empty feed's invitation) navigate to the feed with #composer: bring the
 * composer into view and put the cursor in it, on every such navigation (the location key changes each time).
 */
export function useComposerFocus(target: RefObject<HTMLTextAreaElement | null>) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash !== FEED_COMPOSER_HASH || !target.current) return;
    target.current.scrollIntoView({ block: 'center', behavior: 'smooth' });
    target.current.focus({ preventScroll: true });
  }, [hash, key, target]);
}
