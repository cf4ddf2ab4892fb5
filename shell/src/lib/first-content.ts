import { CONTENT_PAINTED_PREFIX } from '@diva/contracts';

/** How long a page without an area (404, a failed remote) waits before what was held back loads anyway. */
const FALLBACK_MS = 3000;
/** How long after its remote rendered an area's route without a content mark (an error state) holds it back. */
const AFTER_REMOTE_MS = 1500;

let settle: () => void = () => undefined;
const rendered = new Promise<void>((resolve) => (settle = resolve));

// The first area's content, painted (`contentPaintedMark`: the feed's first post on screen, not its skeleton)
// settles it, so that what the shell defers never competes with the data a member is waiting for, nor its paint.
if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('mark')) {
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name.startsWith(CONTENT_PAINTED_PREFIX))) return;
    observer.disconnect();
    settle();
  });
  observer.observe({ type: 'mark', buffered: true });
}

/**
 * The first area of this page load has rendered (called by the shell's remote wrapper): its content mark settles
 * `firstContent`, or AFTER_REMOTE_MS later, for a route that sets none, it settles anyway.
 */
export const markFirstContent = (): void => {
  window.setTimeout(settle, AFTER_REMOTE_MS);
};

/**
 * Settles once the first area shows its content (its content mark), or FALLBACK_MS after it was first asked for.
 * The shell holds Realtime, Storage, Functions, load telemetry and its overlays until then, so they never
 * compete with the first paint.
 */
export function firstContent(): Promise<void> {
  return Promise.race([rendered, new Promise<void>((resolve) => window.setTimeout(resolve, FALLBACK_MS))]);
}
