/**
 * Fuzzy matching for error hints ("Perhaps you meant …"), following the FuzzySet algorithm PostgREST uses:
 * cosine similarity of character n-grams (3-grams, then 2-grams), the best 50 re-scored by Levenshtein distance.
 */

function normalize(s: string): string {
  return [...s.toLowerCase()].filter((c) => /[\p{L}\p{N}\s,]/u.test(c)).join('');
}

function grams(value: string, size: number): Map<string, number> {
  let s = `-${value}-`;
  while (s.length < size) s += '-';
  const out = new Map<string, number>();
  for (let i = 0; i + size <= s.length; i++) {
    const g = s.slice(i, i + size);
    out.set(g, (out.get(g) ?? 0) + 1);
  }
  return out;
}

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  const m = a.length;
  const n = b.length;
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    for (let j = 1; j <= n; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[n];
}

export class FuzzySet {
  private readonly items: { original: string; normalized: string }[] = [];
  private readonly exact = new Map<string, string>();

  constructor(values: Iterable<string>) {
    for (const v of values) {
      const normalized = normalize(v);
      if (this.exact.has(normalized)) continue;
      this.exact.set(normalized, v);
      this.items.push({ original: v, normalized });
    }
  }

  /** Matches with their scores, best first, scoring at least minScore. */
  get(value: string, minScore = 0.33): [number, string][] {
    const normalized = normalize(value);
    const exact = this.exact.get(normalized);
    if (exact !== undefined) return [[1, exact]];
    for (let size = 3; size >= 2; size--) {
      const results = this.match(normalized, size, minScore);
      if (results.length > 0) return results;
    }
    return [];
  }

  getOne(value: string, minScore = 0.33): string | undefined {
    return this.get(value, minScore)[0]?.[1];
  }

  private match(normalized: string, size: number, minScore: number): [number, string][] {
    const mine = grams(normalized, size);
    const norm = Math.sqrt([...mine.values()].reduce((s, c) => s + c * c, 0));
    const scored: [number, { original: string; normalized: string }][] = [];
    for (const item of this.items) {
      const theirs = grams(item.normalized, size);
      let dot = 0;
      for (const [g, c] of mine) dot += c * (theirs.get(g) ?? 0);
      if (dot === 0) continue;
      const theirNorm = Math.sqrt([...theirs.values()].reduce((s, c) => s + c * c, 0));
      scored.push([dot / (norm * theirNorm), item]);
    }
    scored.sort((a, b) => b[0] - a[0]);
    const rescored = scored.slice(0, 50).map(([, item]): [number, { original: string; normalized: string }] => {
      const d = levenshtein(item.normalized, normalized);
      return [1 - d / Math.max(item.normalized.length, normalized.length, 1), item];
    });
    rescored.sort((a, b) => b[0] - a[0]);
    return rescored.filter(([score]) => score >= minScore).map(([score, item]) => [score, item.original]);
  }
}

/**
 * Postgres's own "Perhaps you meant to reference the column …" choice for an unknown column: the closest
 * column within 3 edits and at most half the typed name's length; two equally close ones are both named,
 * three or more none.
 */
export function pgColumnHint(qualifier: string, typed: string, columns: string[]): string | null {
  let best = 4;
  let first: string | null = null;
  let second: string | null = null;
  for (const col of columns) {
    if (!col) continue;
    const d = levenshtein(col, typed);
    if (d > Math.floor(typed.length / 2) || d > best) continue;
    if (d < best) {
      best = d;
      first = col;
      second = null;
    } else if (d === best) {
      if (second !== null) {
        first = null;
        second = null;
      } else if (first !== null) {
        second = col;
      }
    }
  }
  if (first && second) {
    return `Perhaps you meant to reference the column "${qualifier}.${first}" or the column "${qualifier}.${second}".`;
  }
  if (first) return `Perhaps you meant to reference the column "${qualifier}.${first}".`;
  return null;
}
