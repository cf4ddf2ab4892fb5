import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { type AreaName, contentPaintedMark, contentReadyMark } from './areas.ts';

/**
 * Sets the area's content mark, once per page load, and its painted mark after the frame that paints it: a
 * frame's callbacks run before its style, layout and paint, so a task queued from one runs once they are done
 * (some test DOMs have no User Timing).
 */
export function markContentReady(area: AreaName): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(contentReadyMark(area), 'mark').length > 0) return;
  performance.mark(contentReadyMark(area));
  const painted = () => performance.mark(contentPaintedMark(area));
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(painted, 0));
  else setTimeout(painted, 0);
}

/**
 * Called by an area's first route: sets its content mark in the commit that first shows real data (`ready`),
 * so the mark is the moment the member sees it, not when the request answered.
 */
export function useContentReadyMark(area: AreaName, ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) markContentReady(area);
  }, [area, ready]);
}

/**
 * The items of a long list's first commit: the first `count`, then all of them in a transition right after.
 * The commit that first shows an area's content (its mark) should not wait for rows below the fold to render:
 * measured on the feed, rendering all 50 cards in that commit held the first post back by the time the other 44
 * took. Returns the items to render now and whether the rest are still to come (for `aria-busy`).
 */
export function useFirstCommitSlice<T>(items: readonly T[], count: number): { shown: readonly T[]; pending: boolean } {
  // Complete once the list first grew past `count` and its rest was rendered: an empty list (data not yet in)
  // does not count, so the commit that first shows the data is still the short one.
  const [complete, setComplete] = useState(false);
  const long = items.length > count;
  useEffect(() => {
    if (long && !complete) startTransition(() => setComplete(true));
  }, [long, complete]);
  const shown = complete ? items : items.slice(0, count);
  return { shown, pending: shown.length < items.length };
}
