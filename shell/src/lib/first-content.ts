/** How long a page without an area (404, a failed remote) waits before what was held back loads anyway. */
const FALLBACK_MS = 3000;

let settle: () => void = () => undefined;
const rendered = new Promise<void>((resolve) => (settle = resolve));

/** The first area of this page load has rendered (called by the shell's remote wrapper). */
export const markFirstContent = (): void => settle();

/**
 * Settles once the first area has rendered, or FALLBACK_MS after it was first asked for. The shell holds
 * Realtime, Storage and Functions until then, so they never compete with the first paint.
 */
export function firstContent(): Promise<void> {
  return Promise.race([rendered, new Promise<void>((resolve) => window.setTimeout(resolve, FALLBACK_MS))]);
}
