import { type AreaName, contentReadyMark } from '@diva/contracts';
import { vi } from 'vitest';

/**
 * Counts the elements matching `selector` at the moment the area sets its content mark (the commit a member
 * first sees its data), for tests of what that first commit holds. Read `count()` after the mark was set; -1
 * until then. Clears earlier marks; vitest's `restoreAllMocks` (or the returned `restore`) ends the spy.
 */
export function countAtContentMark(area: AreaName, selector: string): { count: () => number; restore: () => void } {
  performance.clearMarks();
  let counted = -1;
  const mark = performance.mark.bind(performance);
  const spy = vi.spyOn(performance, 'mark').mockImplementation((name, options) => {
    if (name === contentReadyMark(area)) counted = document.querySelectorAll(selector).length;
    return mark(name, options);
  });
  return { count: () => counted, restore: () => spy.mockRestore() };
}
