import { type CSSProperties, type RefObject, useLayoutEffect } from 'react';

/** Rows the composer shows empty and at most before it scrolls. */
const MIN_ROWS = 3;
const MAX_ROWS = 12;
/** Mantine's multiline input: its vertical padding variable and a 1 px border above and below. */
const rowsHeight = (rows: number) => `calc(${rows}lh + 2 * var(--input-padding-y, 0px) + 2px)`;

const growsByItself = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/**
 * The textarea's style: it grows with what she writes, from 3 to 12 lines. The browser does it where it can
 * (`field-sizing: content`); Mantine's autosize measured the empty composer with a hidden copy of it on every
 * render and on first sight, which forced the whole feed page's style and layout twice in the commit that shows
 * the first post (about 70 ms in a CPU profile of a fresh load).
 */
export const growWithTextStyle = {
  fieldSizing: 'content',
  minHeight: rowsHeight(MIN_ROWS),
  maxHeight: rowsHeight(MAX_ROWS),
} as CSSProperties;

/** Elsewhere the height follows the text when it changes (never on first sight: an empty one is MIN_ROWS high). */
export function useGrowWithText(textarea: RefObject<HTMLTextAreaElement | null>, value: string): void {
  useLayoutEffect(() => {
    const node = textarea.current;
    if (growsByItself || !node) return;
    node.style.height = '';
    if (value === '') return;
    node.style.height = `${node.scrollHeight + node.offsetHeight - node.clientHeight}px`;
  }, [textarea, value]);
}
