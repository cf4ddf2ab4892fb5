import { preloadToasts } from '@diva/ui';
import { useEffect } from 'react';
import { loadExtendedUi } from './extended-ui.ts';
import { firstContent } from './first-content.ts';

const DELAY_MS = 1000;
let done = false;

/**
 * Once a page's content has shown (the area's content painted), fetch what the first paint did without: the toast machinery (so an
 * error toast can still show when the network fails later) and the overlays. Once per page load.
 */
export function useAfterFirstContent(): void {
  useEffect(() => {
    if (done) return undefined;
    let timer: number | undefined;
    let gone = false;
    // After the area's content shows (not its skeleton), then a little later still.
    void firstContent().then(() => {
      if (gone) return;
      timer = window.setTimeout(() => {
        done = true;
        void preloadToasts().catch(() => (done = false));
        void loadExtendedUi().catch(() => undefined);
      }, DELAY_MS);
    });
    return () => {
      gone = true;
      window.clearTimeout(timer);
    };
  }, []);
}
