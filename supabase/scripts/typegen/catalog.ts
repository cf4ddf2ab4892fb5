/**
 * Reads what the TypeScript types describe from the live PostgreSQL catalogue: tables and views with their
 * columns and foreign keys, functions, enums and composite types of one schema.
 */

/** Anything that runs SQL with parameters (local-supabase's Db, a transaction handle, a pg wrapper). */
export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** A PostgreSQL type as the renderer needs it. */
export interface PgType {
  oid: number;
  name: string;
  schema: string;
  /** b base, c composite, d domain, e enum, p pseudo, r range, m multirange */
  kind: string;
  /** Element type of an array type, else null. */
  elementOid: number | null;
  /** The relation behind a composite type (a table's row type), else 0. */
  relationOid: number;
  /** The base type of a domain, else null. */
  baseOid: number | null;
}

export interface Column {
  name: string;
  typeOid: number;
  nullable: boolean;
  hasDefault: boolean;
  /** 'a' generated always as identity, 'd' by default, '' none */
  identity: string;
  /** 's' stored generated column, '' none */
  generated: string;
}

export interface Relation {
  oid: number;
  name: string;
  kind: 'table' | 'view';
  updatable: boolean;
  columns: Column[];
}

export interface ForeignKey {
  name: string;
  sourceOid: number;
  columns: string[];
  targetOid: number;
  targetColumns: string[];
  isOneToOne: boolean;
}

export interface FunctionArg {
  name: string;
  typeOid: number;
  hasDefault: boolean;
}

export interface PgFunction {
  name: string;
  args: FunctionArg[];
  /** Columns of `returns table (...)` / OUT parameters, when there are any. */
  tableColumns: FunctionArg[];
  returnTypeOid: number;
  returnsSet: boolean;
}

export interface Catalog {
  schema: string;
  relations: Relation[];
  foreignKeys: ForeignKey[];
  functions: PgFunction[];
  enums: { name: string; values: string[] }[];
  compositeTypes: { name: string; attributes: { name: string; typeOid: number }[] }[];
  types: Map<number, PgType>;
}

const num = (v: unknown): number => Number(v);

export async function readCatalog(db: SqlRunner, schema = 'public'): Promise<Catalog> {
  const relations = (
    await db.query<{ oid: number; name: string; relkind: string; updatable: boolean }>(
      `select c.oid::int8 as oid, c.relname as name, c.relkind::text as relkind,
              (c.relkind in ('v', 'f') and pg_relation_is_updatable(c.oid, false) & 20 = 20) as updatable
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
        order by c.relname`,
      [schema],
    )
  ).rows.map<Relation>((r) => ({
    oid: num(r.oid),
    name: r.name,
    kind: r.relkind === 'r' || r.relkind === 'p' ? 'table' : 'view',
    updatable: r.relkind === 'r' || r.relkind === 'p' || r.updatable,
    columns: [],
  }));

  const byOid = new Map(relations.map((r) => [r.oid, r]));
  const columns = (
    await db.query<{
      relid: number; name: string; type_oid: number; notnull: boolean; hasdef: boolean; identity: string; generated: string;
    }>(
      `select a.attrelid::int8 as relid, a.attname as name, a.atttypid::int8 as type_oid, a.attnotnull as notnull,
              a.atthasdef as hasdef, a.attidentity::text as identity, a.attgenerated::text as generated
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped
        order by a.attrelid, a.attnum`,
      [schema],
    )
  ).rows;
  for (const c of columns) {
    byOid.get(num(c.relid))?.columns.push({
      name: c.name,
      typeOid: num(c.type_oid),
      nullable: !c.notnull,
      hasDefault: c.hasdef,
      identity: c.identity ?? '',
      generated: c.generated ?? '',
    });
  }

  const foreignKeys = (
    await db.query<{
      name: string; source: number; target: number; columns: string[]; target_columns: string[]; one_to_one: boolean;
    }>(
      `select con.conname as name, con.conrelid::int8 as source, con.confrelid::int8 as target,
              array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
                      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as columns,
              array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
                      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord) as target_columns,
              exists (
                select 1 from pg_index i
                 where i.indrelid = con.conrelid and i.indisunique and i.indpred is null and i.indexprs is null
                   and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                     = (select array_agg(x order by x) from unnest(con.conkey) x)
              ) as one_to_one
         from pg_constraint con
         join pg_class s on s.oid = con.conrelid join pg_namespace sn on sn.oid = s.relnamespace
         join pg_class t on t.oid = con.confrelid join pg_namespace tn on tn.oid = t.relnamespace
        where con.contype = 'f' and sn.nspname = $1 and tn.nspname = $1
        order by con.conname`,
      [schema],
    )
  ).rows.map<ForeignKey>((f) => ({
    name: f.name,
    sourceOid: num(f.source),
    targetOid: num(f.target),
    columns: f.columns,
    targetColumns: f.target_columns,
    isOneToOne: f.one_to_one,
  }));

  const functions = (
    await db.query<{
      name: string; arg_names: string[] | null; arg_modes: string[] | null; all_arg_types: number[] | null;
      arg_types: number[]; n_defaults: number; ret: number; retset: boolean;
    }>(
      `select p.proname as name, p.proargnames::text[] as arg_names, p.proargmodes::text[] as arg_modes,
              (select array_agg(x::int8 order by o) from unnest(p.proallargtypes) with ordinality u(x, o)) as all_arg_types,
              coalesce((select array_agg(x::int8 order by o) from unnest(p.proargtypes::oid[]) with ordinality u(x, o)), '{}') as arg_types,
              p.pronargdefaults as n_defaults, p.prorettype::int8 as ret, p.proretset as retset
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
        where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
        order by p.proname, p.oid`,
      [schema],
    )
  ).rows.map<PgFunction>((f) => {
    const types = (f.all_arg_types ?? f.arg_types).map(num);
    const modes = f.arg_modes ?? types.map(() => 'i');
    const names = f.arg_names ?? [];
    const inputs: FunctionArg[] = [];
    const outputs: FunctionArg[] = [];
    types.forEach((typeOid, i) => {
      const arg = { name: names[i] ?? '', typeOid, hasDefault: false };
      if (modes[i] === 'i' || modes[i] === 'b' || modes[i] === 'v') inputs.push(arg);
      if (modes[i] === 'o' || modes[i] === 'b' || modes[i] === 't') outputs.push(arg);
    });
    // Defaults belong to the last n input arguments.
    inputs.slice(inputs.length - num(f.n_defaults)).forEach((a) => (a.hasDefault = true));
    return { name: f.name, args: inputs, tableColumns: outputs, returnTypeOid: num(f.ret), returnsSet: f.retset };
  });

  const enums = (
    await db.query<{ name: string; values: string[] }>(
      `select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as values
         from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
        where n.nspname = $1 group by t.typname order by t.typname`,
      [schema],
    )
  ).rows;

  const compositeRows = (
    await db.query<{ name: string; attname: string; type_oid: number }>(
      `select t.typname as name, a.attname, a.atttypid::int8 as type_oid
         from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_class c on c.oid = t.typrelid
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = $1 and t.typtype = 'c' and c.relkind = 'c'
        order by t.typname, a.attnum`,
      [schema],
    )
  ).rows;
  const compositeTypes: Catalog['compositeTypes'] = [];
  for (const r of compositeRows) {
    let ct = compositeTypes.find((c) => c.name === r.name);
    if (!ct) compositeTypes.push((ct = { name: r.name, attributes: [] }));
    ct.attributes.push({ name: r.attname, typeOid: num(r.type_oid) });
  }

  const types = new Map<number, PgType>();
  for (const t of (
    await db.query<{
      oid: number; name: string; schema: string; kind: string; elem: number; relid: number; base: number; category: string;
    }>(
      `select t.oid::int8 as oid, t.typname as name, n.nspname as schema, t.typtype::text as kind,
              t.typelem::int8 as elem, t.typrelid::int8 as relid, t.typbasetype::int8 as base, t.typcategory::text as category
         from pg_type t join pg_namespace n on n.oid = t.typnamespace`,
    )
  ).rows) {
    const elem = num(t.elem);
    types.set(num(t.oid), {
      oid: num(t.oid),
      name: t.name,
      schema: t.schema,
      kind: t.kind,
      elementOid: elem !== 0 && t.category === 'A' ? elem : null,
      relationOid: num(t.relid),
      baseOid: t.kind === 'd' ? num(t.base) : null,
    });
  }

  return { schema, relations, foreignKeys, functions, enums, compositeTypes, types };
}
