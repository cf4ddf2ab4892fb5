/** The member's text as the search sends it: trimmed, at most 100 characters; null below 2 characters. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 100;

export function shapeQuery(text: string): string | null {
  const q = text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_CHARS);
  return q.length >= SEARCH_MIN_CHARS ? q : null;
}

/** The words the database matches as prefixes (letters and digits), for highlighting. */
export function queryWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}
