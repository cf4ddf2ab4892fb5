/**
 * PostgREST's configuration for a project: the exposed schemas from the project's config.toml (`[api]
 * schemas`, as the Supabase CLI passes them to PostgREST as db-schemas), overridden by PostgREST's in-database
 * settings on the authenticator role (`alter role authenticator set pgrst.db_aggregates_enabled = 'true'`, as
 * on a hosted project), re-read on `NOTIFY pgrst, 'reload config'`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import type { Queryable } from '../db/types.ts';

export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

export interface PgrstSettings {
  /** Exposed schemas; the first is the default profile. */
  schemas: string[];
  /** `[api] max_rows` / pgrst.db_max_rows: reads return at most this many rows per level (null: no cap). */
  maxRows: number | null;
  /** pgrst.db_aggregates_enabled (off by default, as on hosted Supabase). */
  aggregatesEnabled: boolean;
  /** pgrst.db_plan_enabled: `Accept: application/vnd.pgrst.plan` answers the EXPLAIN output. */
  planEnabled: boolean;
  /** pgrst.db_tx_end: how transactions end, and whether `Prefer: tx=` may change it. */
  txEnd: TxEnd;
}

const TX_ENDS: TxEnd[] = ['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'];

/**
 * `[api] schemas` and `max_rows` of `<projectDir>/config.toml`, with the Supabase CLI's defaults (`public`,
 * 1000) when the file or a key is missing.
 */
export function configApi(projectDir: string): { schemas: string[]; maxRows: number } {
  const defaults = { schemas: ['public'], maxRows: 1000 };
  let text: string;
  try {
    text = readFileSync(path.join(projectDir, 'config.toml'), 'utf8');
  } catch {
    return defaults;
  }
  const api = parse(text).api as { schemas?: unknown; max_rows?: unknown } | undefined;
  const list = api?.schemas;
  const schemas = Array.isArray(list) && list.length > 0 && list.every((s) => typeof s === 'string') ? (list as string[]) : defaults.schemas;
  const maxRows = typeof api?.max_rows === 'number' && Number.isInteger(api.max_rows) && api.max_rows > 0 ? api.max_rows : defaults.maxRows;
  return { schemas, maxRows };
}

// The authenticator's settings, general ones first so that this database's own override them.
const ROLE_SETTINGS_SQL = `
select coalesce(json_agg(x.setting order by s.setdatabase <> 0), '[]'::json)::text as data
from pg_db_role_setting s
cross join lateral unnest(s.setconfig) as x(setting)
where s.setrole = (select oid from pg_roles where rolname = 'authenticator')
  and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
  and x.setting like 'pgrst.%'`;

const truthy = (v: string | undefined) => v !== undefined && ['true', 'on', 'yes', '1'].includes(v.trim().toLowerCase());

export async function loadPgrstSettings(db: Queryable, projectDir: string): Promise<PgrstSettings> {
  const rows = await db.query<{ data: string }>(ROLE_SETTINGS_SQL);
  const values = new Map<string, string>();
  for (const setting of JSON.parse(rows.rows[0].data) as string[]) {
    const eq = setting.indexOf('=');
    values.set(setting.slice('pgrst.'.length, eq), setting.slice(eq + 1));
  }
  const file = configApi(projectDir);
  const inDb = values.get('db_schemas');
  const schemas = inDb ? inDb.split(',').map((s) => s.trim()).filter(Boolean) : file.schemas;
  const dbMaxRows = values.get('db_max_rows')?.trim();
  const txEnd = values.get('db_tx_end')?.trim() as TxEnd | undefined;
  return {
    schemas,
    maxRows: dbMaxRows === undefined ? file.maxRows : /^\d+$/.test(dbMaxRows) && Number(dbMaxRows) > 0 ? Number(dbMaxRows) : null,
    aggregatesEnabled: truthy(values.get('db_aggregates_enabled')),
    planEnabled: truthy(values.get('db_plan_enabled')),
    txEnd: txEnd && TX_ENDS.includes(txEnd) ? txEnd : 'commit',
  };
}
