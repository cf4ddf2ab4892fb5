import type { Queryable } from '../db/types.ts';
import { FuzzySet } from './fuzzy.ts';
import { buildRelationships, type FkRow, viewColumnMap, type ViewUsageRow } from './schema-relationships.ts';
import type { Column, Relationship, Routine, RoutineParam, SchemaCache, Table } from './schema-types.ts';
import { ident, qualified } from './sql.ts';

export type { Cardinality, Column, Junction, Relationship, Routine, RoutineParam, SchemaCache, Table } from './schema-types.ts';
export { isToOne } from './schema-types.ts';

interface ColumnRow {
  name: string;
  type: string;
  base: string;
  category: string;
  nullable: boolean;
  default: string | null;
}

interface TableRow {
  name: string;
  kind: string;
  columns: ColumnRow[];
  pk: string[] | null;
  updatable: number;
}

interface RoutineArgRow {
  name: string;
  type: string;
  mode: string;
  rel: string | null;
}

interface RoutineRow {
  name: string;
  volatility: 'v' | 's' | 'i';
  description: string | null;
  setof: boolean;
  single_row: boolean;
  nargs: number;
  ndefaults: number;
  args: RoutineArgRow[] | null;
  ret_type: string;
  ret_kind: string;
  ret_schema: string;
  ret_rel: string | null;
  ret_relkind: string | null;
  ret_columns: ColumnRow[] | null;
}

const COLUMN_JSON = `json_build_object(
      'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod), 'base', bt.typname, 'category', bt.typcategory,
      'nullable', not a.attnotnull,
      'default', case
        when a.attgenerated <> '' then null
        when a.attidentity <> '' then format('nextval(%L::regclass)', pg_get_serial_sequence(a.attrelid::regclass::text, a.attname))
        when d.adbin is null and t.typtype = 'd' then pg_get_expr(t.typdefaultbin, 0)
        else pg_get_expr(d.adbin, d.adrelid) end
    )`;

const COLUMN_FROM = `pg_attribute a
    join pg_type t on t.oid = a.atttypid
    join pg_type bt on bt.oid = case when t.typtype = 'd' then t.typbasetype else t.oid end
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum`;

const TABLES_SQL = `
select coalesce(json_agg(json_build_object(
  'name', c.relname,
  'kind', c.relkind,
  'updatable', case when c.relkind in ('v', 'f') then pg_relation_is_updatable(c.oid::regclass, true) else 28 end,
  'columns', coalesce((
    select json_agg(${COLUMN_JSON} order by a.attnum)
    from ${COLUMN_FROM}
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'::json),
  'pk', (
    select json_agg(a.attname order by k.ord)
    from pg_constraint con
    cross join lateral unnest(con.conkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
    where con.conrelid = c.oid and con.contype = 'p')
) order by c.relname), '[]'::json)::text as data
from pg_class c
where c.relnamespace = to_regnamespace($1) and c.relkind in ('r', 'v', 'm', 'f', 'p') and not c.relispartition`;

const FKS_SQL = `
with uniques as (
  select conrelid, array_agg(key order by key) as cols
  from pg_constraint, unnest(conkey) as _(key)
  where contype in ('p', 'u')
  group by oid, conrelid
)
select coalesce(json_agg(json_build_object(
  'table', tab.relname, 'ftable', other.relname, 'conname', con.conname,
  'cols', info.cols_and_fcols,
  'one_to_one', info.cols in (select u.cols from uniques u where u.conrelid = con.conrelid)
) order by con.conrelid, con.conname), '[]'::json)::text as data
from pg_constraint con
join lateral (
  select json_agg(json_build_array(cols.attname, refs.attname) order by ord) as cols_and_fcols,
         array_agg(cols.attnum order by cols.attnum) as cols
  from unnest(con.conkey, con.confkey) with ordinality as _(col, ref, ord)
  join pg_attribute cols on cols.attrelid = con.conrelid and cols.attnum = col
  join pg_attribute refs on refs.attrelid = con.confrelid and refs.attnum = ref
) as info on true
join pg_class tab on tab.oid = con.conrelid
join pg_class other on other.oid = con.confrelid
where con.contype = 'f' and con.conparentid = 0
  and tab.relnamespace = to_regnamespace($1) and other.relnamespace = to_regnamespace($1)`;

// Which base-table column each view column shows, when a view column has the name of exactly one column it
// reads (a cheap stand-in for PostgREST's analysis of view definitions).
const VIEW_USAGE_SQL = `
select coalesce(json_agg(json_build_object('view', v.relname, 'table', t.relname, 'column', a.attname)), '[]'::json)::text as data
from pg_class v
join pg_rewrite r on r.ev_class = v.oid
join pg_depend dep on dep.objid = r.oid and dep.classid = 'pg_rewrite'::regclass and dep.refclassid = 'pg_class'::regclass
join pg_class t on t.oid = dep.refobjid and t.oid <> v.oid and t.relkind in ('r', 'p', 'm', 'f')
join pg_attribute a on a.attrelid = t.oid and a.attnum = dep.refobjsubid and a.attnum > 0
where v.relkind = 'v' and v.relnamespace = to_regnamespace($1) and t.relnamespace = to_regnamespace($1)
  and exists (select 1 from pg_attribute va where va.attrelid = v.oid and va.attname = a.attname and not va.attisdropped)`;

const ROUTINES_SQL = `
select coalesce(json_agg(json_build_object(
  'name', p.proname,
  'volatility', p.provolatile,
  'description', obj_description(p.oid, 'pg_proc'),
  'setof', p.proretset,
  'single_row', p.proretset and p.prorows = 1,
  'nargs', p.pronargs,
  'ndefaults', p.pronargdefaults,
  'args', (
    select json_agg(json_build_object(
      'name', coalesce(x.n, ''), 'type', format_type(x.t, null), 'mode', coalesce(x.m, 'i'),
      'rel', (select c.relname from pg_type at join pg_class c on c.oid = at.typrelid
              where at.oid = x.t and c.relnamespace = to_regnamespace($1))) order by x.ord)
    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargmodes::text[], p.proargnames)
      with ordinality as x(t, m, n, ord)),
  'ret_type', rt.typname,
  'ret_kind', rt.typtype,
  'ret_schema', rtn.nspname,
  'ret_rel', rel.relname,
  'ret_relkind', rel.relkind,
  'ret_columns', case when rt.typtype = 'c' then (
    select json_agg(${COLUMN_JSON} order by a.attnum)
    from ${COLUMN_FROM}
    where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped) end
) order by p.proname, p.oid), '[]'::json)::text as data
from pg_proc p
join pg_type rt0 on rt0.oid = p.prorettype
join pg_type rt on rt.oid = case when rt0.typtype = 'd' then rt0.typbasetype else rt0.oid end
join pg_namespace rtn on rtn.oid = rt.typnamespace
left join pg_class rel on rel.oid = rt.typrelid
where p.pronamespace = to_regnamespace($1) and p.prokind = 'f'
  and rt.typname not in ('trigger', 'event_trigger')`;

const TYPES_SQL = `
select coalesce(json_agg(json_build_array(n.nspname, t.typname) order by n.nspname <> 'pg_catalog'), '[]'::json)::text as data
from pg_type t join pg_namespace n on n.oid = t.typnamespace
where n.nspname in ('pg_catalog', $1) and t.typtype in ('b', 'c', 'd', 'e', 'r', 'm') and t.typname not like '\\_%'`;

/** SQL spellings of built-in types that differ from their catalogue names. */
const TYPE_ALIASES: Record<string, string> = {
  int: 'int4',
  integer: 'int4',
  smallint: 'int2',
  bigint: 'int8',
  real: 'float4',
  float: 'float8',
  'double precision': 'float8',
  boolean: 'bool',
  'character varying': 'varchar',
  character: 'bpchar',
  char: 'bpchar',
  decimal: 'numeric',
  dec: 'numeric',
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  'time with time zone': 'timetz',
  'time without time zone': 'time',
};

export function resolveCastType(cache: SchemaCache, name: string): string | undefined {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return cache.castTypes.get(TYPE_ALIASES[key] ?? key);
}

async function readJson<T>(db: Queryable, sql: string, schema: string): Promise<T> {
  const r = await db.query<{ data: string }>(sql, [schema]);
  return JSON.parse(r.rows[0].data) as T;
}

function toColumn(c: ColumnRow): Column {
  return {
    name: c.name,
    type: c.type,
    baseType: c.base,
    isArray: c.category === 'A',
    nullable: c.nullable,
    default: c.default,
  };
}

/** Reads the catalogue once: tables, views, columns, keys, relationships and functions of one schema. */
export async function loadSchemaCache(db: Queryable, schema: string): Promise<SchemaCache> {
  const tableRows = await readJson<TableRow[]>(db, TABLES_SQL, schema);
  const fkRows = await readJson<FkRow[]>(db, FKS_SQL, schema);
  const viewUsage = await readJson<ViewUsageRow[]>(db, VIEW_USAGE_SQL, schema);
  const routineRows = await readJson<RoutineRow[]>(db, ROUTINES_SQL, schema);
  const typeRows = await readJson<[string, string][]>(db, TYPES_SQL, schema);
  const roleRows = await db.query<{ data: string }>("select coalesce(json_agg(rolname), '[]'::json)::text as data from pg_roles");

  const tables = new Map<string, Table>();
  for (const t of tableRows) {
    const columns = t.columns.map(toColumn);
    const isView = t.kind === 'v' || t.kind === 'm';
    tables.set(t.name, {
      schema,
      name: t.name,
      isView,
      columns,
      columnMap: new Map(columns.map((c) => [c.name, c])),
      pk: t.pk ?? [],
      insertable: (t.updatable & 8) !== 0,
      updatable: (t.updatable & 4) !== 0,
      deletable: (t.updatable & 16) !== 0,
    });
  }

  const viewColumns = viewColumnMap(viewUsage);
  for (const [view, cols] of viewColumns) {
    const table = tables.get(view);
    if (!table || table.pk.length) continue;
    // A view shows its base table's primary key when it shows all of its columns.
    for (const [base, mapping] of cols) {
      const baseTable = tables.get(base);
      if (!baseTable?.pk.length) continue;
      const mapped = baseTable.pk.map((c) => mapping.get(c));
      if (mapped.every((m): m is string => m !== undefined)) {
        table.pk = mapped;
        break;
      }
    }
  }

  const relationships = buildRelationships(tables, fkRows, viewColumns);

  const routines = new Map<string, Routine[]>();
  for (const r of [...routineRows].sort(compareRoutineRows)) {
    const routine = toRoutine(r, tables, schema);
    if (!routine) continue;
    const list = routines.get(routine.name) ?? [];
    list.push(routine);
    routines.set(routine.name, list);
  }

  addComputedRelationships(relationships, routines, tables);

  const computed = new Map<string, Map<string, Routine>>();
  for (const list of routines.values()) {
    for (const r of list) {
      const p = r.params[0];
      if (r.params.length !== 1 || !p.rowOf || r.setof || r.returns === 'void' || !tables.has(p.rowOf)) continue;
      const perTable = computed.get(p.rowOf) ?? new Map<string, Routine>();
      perTable.set(r.name, r);
      computed.set(p.rowOf, perTable);
    }
  }

  const castTypes = new Map<string, string>();
  for (const [ns, name] of typeRows) if (!castTypes.has(name)) castTypes.set(name, qualified(ns, name));

  const origins = [...relationships.keys()].filter((k) => relationships.get(k)!.length > 0);
  return {
    schema,
    tables,
    relationships,
    routines,
    castTypes,
    tableFuzzy: new FuzzySet(tables.keys()),
    routineFuzzy: new FuzzySet([...routines].filter(([, list]) => list.some((r) => r.callable)).map(([name]) => name)),
    relOriginFuzzy: new FuzzySet(origins),
    readPlans: new Map(),
    roles: new Set(JSON.parse(roleRows.rows[0].data) as string[]),
    computed,
  };
}

/**
 * Functions of one row of a table or view returning rows of another (`setof` is to-many unless it says
 * `rows 1`; a single row is to-one) embed like foreign keys, under the function's name. As in PostgREST, one
 * replaces the foreign-key relationships from the same table to a table of the function's name.
 */
function addComputedRelationships(relationships: Map<string, Relationship[]>, routines: Map<string, Routine[]>, tables: Map<string, Table>) {
  for (const list of routines.values()) {
    for (const r of list) {
      const origin = r.params[0]?.rowOf;
      if (r.params.length !== 1 || !origin || !tables.has(origin) || !r.tableName) continue;
      const rels = (relationships.get(origin) ?? []).filter((x) => x.computed || x.foreignTable !== r.name);
      rels.push({
        table: origin,
        foreignTable: r.tableName,
        isSelf: origin === r.tableName,
        cardinality: r.setof && !r.singleRow ? 'o2m' : 'm2o',
        constraint: r.name,
        columns: [],
        isParent: false,
        computed: { fn: routineSql(r), rowType: qualified(r.schema, origin) },
        tableIsView: tables.get(origin)!.isView,
        foreignTableIsView: tables.get(r.tableName)!.isView,
      });
      relationships.set(origin, rels);
    }
  }
}

/**
 * PostgREST's order of a function's overloads (its Ord instance, which orders PGRST203's candidates): fewer
 * parameters first, then the comment (none first), then the parameters by name, type, required, variadic.
 */
function compareRoutineRows(a: RoutineRow, b: RoutineRow): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  const pa = inputArgs(a).map((x, i) => [x.name, x.type, i < a.nargs - a.ndefaults, x.mode === 'v'] as const);
  const pb = inputArgs(b).map((x, i) => [x.name, x.type, i < b.nargs - b.ndefaults, x.mode === 'v'] as const);
  if (pa.length !== pb.length) return pa.length - pb.length;
  if (a.description !== b.description) {
    if (a.description === null) return -1;
    if (b.description === null) return 1;
    return a.description < b.description ? -1 : 1;
  }
  for (let i = 0; i < pa.length; i++) {
    for (let k = 0; k < 4; k++) {
      const x = pa[i][k];
      const y = pb[i][k];
      if (x !== y) return x < y ? -1 : 1;
    }
  }
  return 0;
}

const inputArgs = (r: RoutineRow) => (r.args ?? []).filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');

const CALLABLE_UNNAMED = new Set(['json', 'jsonb', 'text', 'bytea', 'xml']);

function toRoutine(r: RoutineRow, tables: Map<string, Table>, schema: string): Routine | null {
  const args = r.args ?? [];
  const inputs = inputArgs(r);
  const outputs = args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
  const unnamed = inputs.filter((a) => a.name === '');
  // Like PostgREST: callable with named arguments, or one unnamed argument of a type that takes the raw body.
  const callable = !(unnamed.length > 1 || (unnamed.length === 1 && (inputs.length > 1 || !CALLABLE_UNNAMED.has(unnamed[0].type))));
  const requiredCount = r.nargs - r.ndefaults;
  const params: RoutineParam[] = inputs.map((a, i) => ({
    name: a.name,
    type: a.type,
    required: i < requiredCount,
    variadic: a.mode === 'v',
    rowOf: a.rel,
  }));

  let returns: Routine['returns'];
  let tableName: string | null = null;
  let columns: Column[] = [];
  if (outputs.length > 0) {
    // Like PostgREST: OUT, INOUT or TABLE arguments make the result a composite, even with one column.
    returns = 'composite';
    columns = outputs.map((o) => ({
      name: o.name,
      type: o.type,
      baseType: o.type.replace(/\[\]$/, ''),
      isArray: o.type.endsWith('[]'),
      nullable: true,
      default: null,
    }));
  } else if (r.ret_type === 'void' && r.ret_kind === 'p') {
    returns = 'void';
  } else if (r.ret_kind === 'c') {
    returns = 'composite';
    columns = (r.ret_columns ?? []).map(toColumn);
    if (r.ret_schema === schema && r.ret_rel && tables.has(r.ret_rel)) {
      tableName = r.ret_rel;
      columns = tables.get(r.ret_rel)!.columns;
    }
  } else if (r.ret_kind === 'p' && r.ret_type === 'record') {
    return null; // needs a column definition list at call time
  } else {
    returns = 'scalar';
  }
  return { schema, name: r.name, params, volatility: r.volatility, setof: r.setof, singleRow: r.single_row, returns, tableName, columns, returnType: r.ret_type, callable };
}

/** For error messages and SQL: the catalogue's own spelling of a function's name. */
export function routineSql(r: Routine): string {
  return `${ident(r.schema)}.${ident(r.name)}`;
}
