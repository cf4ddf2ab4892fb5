import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders `fallback` in the commit that first shows it and `children` right after: a lazy part inside (a post's
 * menu) then asks for its chunk after the feed's content mark (set in that commit's layout effects), so the first
 * post never waits for, nor downloads before it, code it does not need to show.
 */
export function AfterContent({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return shown ? children : fallback;
}
