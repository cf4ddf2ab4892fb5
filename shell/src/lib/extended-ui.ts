import type * as ExtendedUi from '@diva/ui/overlays';
import { useEffect, useReducer } from 'react';

export type ExtendedUiModule = typeof ExtendedUi;

// The chrome's overlays (tooltips, popovers, the mobile drawer) come from @diva/ui/overlays, which is not
// needed to show a page. It is fetched on the member's first interaction (or when a control asks for it), so
// the first paint of every page does not wait for it; until then the controls render without overlays.
let loaded: ExtendedUiModule | null = null;
let pending: Promise<ExtendedUiModule> | null = null;
const subscribers = new Set<() => void>();
const FIRST_INTERACTION = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

export function loadExtendedUi(): Promise<ExtendedUiModule> {
  pending ??= import('@diva/ui/overlays').then(
    (module) => {
      loaded = module;
      for (const notify of subscribers) notify();
      return module;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The extended UI module once loaded (null before); re-renders when it arrives. */
export function useExtendedUi(): ExtendedUiModule | null {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (loaded) return undefined;
    subscribers.add(rerender);
    const arm = () => void loadExtendedUi().catch((error: unknown) => console.error('Could not load the extended UI', error));
    for (const type of FIRST_INTERACTION) window.addEventListener(type, arm, { once: true, passive: true });
    return () => {
      subscribers.delete(rerender);
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, arm);
    };
  }, []);
  return loaded;
}
