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

// Controls wrapped in an overlay when it arrives are mounted again, and a press that began on the old element is
// lost: the browser fires no click when the element pressed is gone by the release (a Space press clicks on its
// keyup). The pressing itself starts the download, so this happened: the bell's first click did nothing when the
// overlays arrived between its mousedown and mouseup. The controls therefore change only when nothing is pressed.
let shown: ExtendedUiModule | null = null;
const held = new Set<string>();

function show(): void {
  if (!loaded || shown || held.size > 0) return;
  shown = loaded;
  for (const notify of subscribers) notify();
}

function trackPresses(): void {
  if (typeof window === 'undefined') return;
  const press = (key: string) => held.add(key);
  // After the release, the click it makes is dispatched in the same task; the change comes in a task after it.
  const release = (key: string | null) => {
    if (key === null) held.clear();
    else held.delete(key);
    if (held.size === 0) window.setTimeout(show, 0);
  };
  window.addEventListener('pointerdown', (event) => press(`pointer ${event.pointerId}`), true);
  for (const type of ['pointerup', 'pointercancel'] as const) window.addEventListener(type, (event) => release(`pointer ${event.pointerId}`), true);
  window.addEventListener('keydown', (event) => event.key === ' ' && press('space'), true);
  window.addEventListener('keyup', (event) => event.key === ' ' && release('space'), true);
  // A release outside the page is never seen: leaving the page lets go of everything.
  window.addEventListener('blur', () => release(null));
}
trackPresses();

export function loadExtendedUi(): Promise<ExtendedUiModule> {
  pending ??= import('@diva/ui/overlays').then(
    (module) => {
      loaded = module;
      show();
      return module;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The extended UI module once loaded and nothing is pressed (null before); re-renders when it is there. */
export function useExtendedUi(): ExtendedUiModule | null {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const rendered = shown;
  useEffect(() => {
    if (shown) {
      // It came between this render and now.
      if (!rendered) rerender();
      return undefined;
    }
    subscribers.add(rerender);
    const arm = () => void loadExtendedUi().catch((error: unknown) => console.error('Could not load the extended UI', error));
    for (const type of FIRST_INTERACTION) window.addEventListener(type, arm, { once: true, passive: true });
    return () => {
      subscribers.delete(rerender);
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, arm);
    };
  }, [rendered]);
  return rendered;
}
