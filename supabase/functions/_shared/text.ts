// Small deterministic text tools of the offline engine: words, keywords, quoting, and a stable choice among
// variants (a hash of the input, never randomness, so the same input gives the same answer).

const STOPWORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers herself him
  himself his how i i'm i've if in into is it it's its itself just let let's me more most my myself no nor not now of
  off on once only or other our ours ourselves out over own really same she should so some such than that that's the
  their theirs them themselves then there these they this those through to too under until up very was we were what
  when where which while who whom why will with would you your yours yourself yourselves want like get got make
  made much many one two also well yes hi hello hey thanks thank great good okay ok sure maybe things thing way
  really lot lots something someone going go know think need im ive dont don't`.split(/\s+/),
);

export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9][a-z0-9'&+-]*/g) ?? [];
}

/** Words that carry meaning (no stopwords, at least 3 letters). */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => w.length >= 3 && !STOPWORDS.has(w));
}

/** A 32-bit FNV-1a hash of the text. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One of the variants, chosen by the hash of `seed`. */
export function pick<T>(variants: readonly T[], seed: string): T {
  return variants[hash(seed) % variants.length];
}

/** The text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The sentence of `text` that contains `needle` (or the start of the text), for quoting as evidence. */
export function sentenceWith(text: string, needle: RegExp | null, max = 140): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  const found = needle ? sentences.find((s) => needle.test(s)) : undefined;
  return clip(found ?? sentences[0] ?? text, max);
}

export function titleCase(text: string): string {
  return text.replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

/** "a, b and c". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const normalise = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
