// Keeping the member's place in a scrolling thread by an anchor: the first message she can see and how far its
// top is from the panel's visible top. Restoring puts that message back at the same distance, whatever changed
// in between above it (an older page, a day separator moving) or below it (a typing line, 'Seen', a new
// message), so no recorded scrollTop or scrollHeight can be stale.

export interface ScrollAnchor {
  /** The message's id. */
  id: string;
  /** Its top minus the panel's visible top, in px (negative when it is partly scrolled past). */
  offset: number;
}

/**
 * The index of the first item whose bottom is below `viewTop` (the first one at least partly in view), or -1
 * when there is none. `bottomAt(i)` grows with i (items in document order), so a binary search reads only a
 * handful of them.
 */
export function firstVisibleIndex(count: number, bottomAt: (index: number) => number, viewTop: number): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (bottomAt(middle) > viewTop) high = middle;
    else low = middle + 1;
  }
  return low < count ? low : -1;
}

/**
 * The scrollTop that puts the anchor's message back where the member saw it: `scrollTop` is the panel's now,
 * `topNow` the message's top now and `viewTop` the panel's visible top (both in the same coordinates, e.g.
 * client rectangles). Never below 0.
 */
export function scrollTopKeepingAnchor(anchor: ScrollAnchor, scrollTop: number, topNow: number, viewTop: number): number {
  return Math.max(0, scrollTop + (topNow - viewTop) - anchor.offset);
}
