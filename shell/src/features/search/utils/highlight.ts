/** A piece of an excerpt: plain text, or a word the query matched (rendered in <mark> as text, never HTML). */
export interface Segment {
  text: string;
  match: boolean;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits text where a word starts with one of the query words (the database matches prefixes too). */
export function splitHighlight(text: string, words: string[]): Segment[] {
  const usable = words.filter(Boolean);
  if (usable.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${usable.map(escape).join('|')})`, 'giu');
  const segments: Segment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}
