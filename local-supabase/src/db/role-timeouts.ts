/** Statement timeouts per API role (`ALTER ROLE … SET statement_timeout`; bootstrap.sql sets hosted Supabase's). */

const UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/** A Postgres time setting ('3s', '8000', '1min') in milliseconds; a bare number is milliseconds. 0 = none. */
export function parseDuration(text: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  if (!m) return 0;
  const unit = UNITS[m[2].toLowerCase() || 'ms'];
  return unit === undefined ? 0 : Math.round(Number(m[1]) * unit);
}

/** A role's statement_timeout as read from the catalogue: the setting's text (null: none) and in milliseconds. */
export interface RoleTimeout {
  text: string | null;
  ms: number;
}

/**
 * The API roles' statement timeouts, read once per schema load as PostgREST reads role settings with its schema
 * cache (`read` runs ROLE_TIMEOUTS_SQL), so a request's caller statement can carry its role's value instead of
 * looking it up in the catalogue. `forget` after a schema reload; a read begun before it is not kept.
 */
export function roleTimeoutCache(read: () => Promise<{ rows: { role: string; value: string | null }[] }>) {
  let known: Map<string, RoleTimeout> | null = null;
  let reading: Promise<Map<string, RoleTimeout>> | null = null;
  let epoch = 0;
  const load = (): Promise<Map<string, RoleTimeout>> => {
    if (!reading) {
      const readEpoch = epoch;
      const current = read().then(({ rows }) => {
        const map = new Map(rows.map((r) => [r.role, { text: r.value, ms: parseDuration(r.value ?? '0') }]));
        if (readEpoch === epoch) known = map;
        return map;
      });
      current.catch(() => reading === current && (reading = null));
      reading = current;
    }
    return reading;
  };
  return {
    /** The role's timeout, or undefined for a role the catalogue read does not list. */
    async get(role: string): Promise<RoleTimeout | undefined> {
      return (known ?? (await load())).get(role);
    },
    forget(): void {
      epoch++;
      known = null;
      reading = null;
    },
  };
}
