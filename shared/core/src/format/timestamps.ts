/**
 * A timestamp in microseconds since 1970, whatever its offset and however many fraction digits it shows, for
 * ordering rows as the database does. Comparing the strings misorders them: PostgreSQL leaves the fraction out at
 * a whole second ('…:58+00:00'), which localeCompare puts after '…:58.007+00:00' (on PGlite's millisecond clock
 * about one row in a thousand came out newest of its second).
 */
export function timestampKey(at: string): number {
  const fraction = /\.(\d+)/.exec(at)?.[1] ?? '';
  return Math.floor(Date.parse(at) / 1000) * 1_000_000 + Number(fraction.padEnd(6, '0').slice(0, 6));
}

/** Newest first by timestamp (a comparator for `sort`); ties are left to the caller's next key. */
export const newerFirst = (a: string, b: string): number => timestampKey(b) - timestampKey(a);
