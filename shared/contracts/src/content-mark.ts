import { useLayoutEffect } from 'react';
import { type AreaName, contentReadyMark } from './areas.ts';

/** Sets the area's content mark, once per page load (some test DOMs have no User Timing). */
export function markContentReady(area: AreaName): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  const mark = contentReadyMark(area);
  if (performance.getEntriesByName(mark, 'mark').length === 0) performance.mark(mark);
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
