import { useState } from 'react';

/**
 * How many entries of a long list to render: `page` at first, `page` more per "Show more". Entries she adds
 * while the list is cut widen the window by as many, so a new tag or achievement is never hidden behind
 * "Show more". Keeps a profile with hundreds of tags and achievements quick to render.
 */
export function useShownCount(length: number, page: number): { shown: number; hidden: number; showMore: () => void } {
  const [window_, setWindow] = useState({ limit: page, length });
  let limit = window_.limit;
  if (length !== window_.length) {
    // React's "adjust state on a prop change" pattern: set during render, re-rendered before paint.
    if (length > window_.length && window_.length > window_.limit) limit += length - window_.length;
    setWindow({ limit, length });
  }
  const shown = Math.min(length, limit);
  return { shown, hidden: length - shown, showMore: () => setWindow((w) => ({ ...w, limit: Math.max(w.limit, shown) + page })) };
}
