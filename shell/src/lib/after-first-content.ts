import { preloadToasts } from '@diva/ui';
import { useEffect } from 'react';
import { loadExtendedUi } from './extended-ui.ts';

const DELAY_MS = 1000;
let done = false;

/**
 * Once a page's content has rendered, fetch what the first paint did without: the toast machinery (so an
 * error toast can still show when the network fails later) and the overlays. Once per page load.
 */
export function useAfterFirstContent(): void {
  useEffect(() => {
    if (done) return undefined;
    const timer = window.setTimeout(() => {
      done = true;
      void preloadToasts().catch(() => (done = false));
      void loadExtendedUi().catch(() => undefined);
    }, DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
