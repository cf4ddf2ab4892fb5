/** Statement timeouts per API role (`ALTER ROLE … SET statement_timeout`; bootstrap.sql sets hosted Supabase's). */

const UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/** A Postgres time setting ('3s', '8000', '1min') in milliseconds; a bare number is milliseconds. 0 = none. */
export function parseDuration(text: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  if (!m) return 0;
  const unit = UNITS[m[2].toLowerCase() || 'ms'];
  return unit === undefined ? 0 : Math.round(Number(m[1]) * unit);
}
