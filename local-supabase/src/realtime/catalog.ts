import type { Db } from '../db/types.ts';
import { passingBooleanColumns } from './policy-tree.ts';

export type DbRole = 'anon' | 'authenticated' | 'service_role';

export interface ColumnInfo {
  name: string;
  /** pg_type.typname (arrays are `_<element>`), as Realtime reports it. */
  type: string;
  /** The type as SQL can name it (format_type: schema-qualified unless on the search path). */
  sqlType: string;
  /** Whether each API role may SELECT the column (table or column privilege). */
  selectable: Record<DbRole, boolean>;
}

/** A table of publication supabase_realtime, as the change feed needs it. */
export interface TableInfo {
  schema: string;
  name: string;
  /** "schema.table", unquoted: the key used everywhere in the feed. */
  key: string;
  /** Quoted for SQL; built from catalogue names only. */
  sql: string;
  columns: ColumnInfo[];
  byName: Map<string, ColumnInfo>;
  pk: string[];
  /** REPLICA IDENTITY FULL: UPDATE and DELETE carry the whole old row. */
  replicaFull: boolean;
  rls: boolean;
  /**
   * No policy a SELECT may use reads anything but the row (each one's USING is the constant `true`, or row-level
   * security is off): every caller of one role sees the same rows, so one check answers for all of them.
   */
  sameRowsForEveryCaller: boolean;
  /**
   * Per role, boolean columns that make a row readable by every caller of the role when true: a SELECT policy
   * for the role is such a column, alone or as a branch of an OR (`published or (select auth.uid()) = user_id`),
   * and no restrictive policy applies to the role. Empty when there is none.
   */
  publicWhen: Record<DbRole, string[]>;
  /** pg_class.oid, to ask again whether that still holds (policies may change while members are subscribed). */
  oid: number;
  /** A digest of the table's SELECT policies as read, to ask whether they are still the ones read. */
  policyDigest: string;
  hasTrigger: boolean;
}

export const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

/**
 * Whether the table (alias `rel`) answers every caller of a role alike. Conservative: any SELECT or ALL policy
 * whose USING is not literally `true` (a function, a subquery, auth.uid()) counts as reading the caller, whatever
 * role it names.
 */
const sameRowsForEveryCaller = (rel: string) => `(not ${rel}.relrowsecurity or not exists (
    select 1 from pg_catalog.pg_policy p
    where p.polrelid = ${rel}.oid and p.polcmd in ('r', '*')
      and (p.polqual is null or pg_catalog.pg_get_expr(p.polqual, p.polrelid) <> 'true')))`;

/** Whether the policy `p` applies to an API role (named, through a role she is a member of, or PUBLIC). */
const appliesTo = (role: 'anon' | 'authenticated') =>
  `exists (select 1 from unnest(p.polroles) r where r = 0 or pg_catalog.pg_has_role('${role}', r, 'member'))`;

/** The table's (alias `rel`) SELECT and ALL policies, as the catalogue below reads them. */
const selectPolicies = (rel: string) => `pg_catalog.pg_policy p where p.polrelid = ${rel}.oid and p.polcmd in ('r', '*')`;

/** A digest of what the catalogue reads of the table's (alias `rel`) row-level security. */
const policyDigest = (rel: string) => `pg_catalog.md5(${rel}.relrowsecurity::text || coalesce((
    select string_agg(concat_ws(' ', p.polname, p.polpermissive, p.polcmd, ${appliesTo('anon')}, ${appliesTo('authenticated')}, p.polqual::text), ' ; ' order by p.polname)
    from ${selectPolicies(rel)}), ''))`;

/**
 * Whether the tables `$1` (oids) still have the policies whose digests are `$2`, the ones the catalogue read:
 * one row, `same`. A table dropped since does not.
 */
export const POLICIES_STILL_SQL = `select count(*) filter (where ${policyDigest('k')} = f.digest) = cardinality($1::oid[]) as same
  from unnest($1::oid[], $2::text[]) as f(oid, digest) join pg_catalog.pg_class k on k.oid = f.oid`;

const CATALOG_SQL = `
select coalesce(json_agg(json_build_object(
  'schema', n.nspname,
  'name', c.relname,
  'oid', c.oid,
  'rls', c.relrowsecurity,
  'sameRowsForEveryCaller', ${sameRowsForEveryCaller('c')},
  'policyDigest', ${policyDigest('c')},
  'policies', coalesce((
    select json_agg(json_build_object('permissive', p.polpermissive, 'tree', p.polqual::text, 'anon', ${appliesTo('anon')}, 'authenticated', ${appliesTo('authenticated')}))
    from ${selectPolicies('c')}
  ), '[]'::json),
  'replicaFull', c.relreplident = 'f',
  'hasTrigger', exists (select 1 from pg_catalog.pg_trigger tg where tg.tgrelid = c.oid and tg.tgname = '_local_realtime_capture'),
  'pk', coalesce((
    select json_agg(a.attname order by k.ord)
    from pg_catalog.pg_index i
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
    join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
    where i.indrelid = c.oid and i.indisprimary
  ), '[]'::json),
  'columns', coalesce((
    select json_agg(json_build_object(
      'name', a.attname,
      'attnum', a.attnum,
      'type', t.typname,
      'sqlType', pg_catalog.format_type(a.atttypid, null),
      'anon', pg_catalog.has_column_privilege('anon', c.oid, a.attname, 'SELECT'),
      'authenticated', pg_catalog.has_column_privilege('authenticated', c.oid, a.attname, 'SELECT'),
      'service_role', pg_catalog.has_column_privilege('service_role', c.oid, a.attname, 'SELECT')
    ) order by a.attnum)
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_type t on t.oid = a.atttypid
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]'::json)
)), '[]'::json)::text as tables
from pg_catalog.pg_publication_tables pt
join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
where pt.pubname = 'supabase_realtime'`;

interface RawTable {
  schema: string;
  name: string;
  oid: number;
  rls: boolean;
  sameRowsForEveryCaller: boolean;
  policyDigest: string;
  policies: RawPolicy[];
  replicaFull: boolean;
  hasTrigger: boolean;
  pk: string[];
  columns: { name: string; attnum: number; type: string; sqlType: string; anon: boolean; authenticated: boolean; service_role: boolean }[];
}

/** A SELECT or ALL policy: permissive or restrictive, its USING as a node tree, and the API roles it applies to. */
interface RawPolicy {
  permissive: boolean;
  tree: string | null;
  anon: boolean;
  authenticated: boolean;
}

/** The boolean columns that, when true, let every caller of `role` read the row (see TableInfo.publicWhen). */
function publicWhen(t: RawTable, role: 'anon' | 'authenticated'): string[] {
  const applying = t.policies.filter((p) => p[role]);
  // A restrictive policy can take away what a permissive one grants, and may read the caller.
  if (!t.rls || applying.some((p) => !p.permissive)) return [];
  const names = new Map(t.columns.map((c) => [c.attnum, c.name]));
  const columns = applying.flatMap((p) => passingBooleanColumns(p.tree)).map((n) => names.get(n));
  return [...new Set(columns.filter((c): c is string => c !== undefined))];
}

/**
 * The published tables, read from the catalogue. `refresh()` always answers with a reading that started
 * after the call (so DDL committed before a join is seen), sharing one reading among concurrent callers.
 */
export class Catalog {
  private tables = new Map<string, TableInfo>();
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  get(key: string): TableInfo | undefined {
    return this.tables.get(key);
  }

  all(): TableInfo[] {
    return [...this.tables.values()];
  }

  refresh(): Promise<void> {
    if (!this.running) {
      this.running = this.load().finally(() => (this.running = null));
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => {})
      .then(() => {
        this.queued = null;
        return this.refresh();
      });
    return this.queued;
  }

  /** Installs the capture trigger on published tables that lack it (tables published after start-up). */
  async syncTriggers(): Promise<void> {
    await this.db.query('select _local.sync_realtime_triggers()');
  }

  private async load() {
    const { rows } = await this.db.query<{ tables: string }>(CATALOG_SQL);
    const next = new Map<string, TableInfo>();
    for (const t of JSON.parse(rows[0].tables) as RawTable[]) {
      const columns = t.columns.map((c) => ({
        name: c.name,
        type: c.type,
        sqlType: c.sqlType,
        selectable: { anon: c.anon, authenticated: c.authenticated, service_role: c.service_role },
      }));
      const key = `${t.schema}.${t.name}`;
      next.set(key, {
        schema: t.schema,
        name: t.name,
        key,
        sql: `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`,
        columns,
        byName: new Map(columns.map((c) => [c.name, c])),
        pk: t.pk,
        replicaFull: t.replicaFull,
        rls: t.rls,
        sameRowsForEveryCaller: t.sameRowsForEveryCaller,
        publicWhen: { anon: publicWhen(t, 'anon'), authenticated: publicWhen(t, 'authenticated'), service_role: [] },
        oid: t.oid,
        policyDigest: t.policyDigest,
        hasTrigger: t.hasTrigger,
      });
    }
    this.tables = next;
  }
}
