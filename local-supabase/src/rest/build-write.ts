/**
 * INSERT / UPDATE / DELETE / upsert statements. The body reaches Postgres as one JSON parameter, turned into
 * typed rows by json_to_record(set) with the column types from the catalogue, as PostgREST does.
 */
import type { Column, Table } from './schema-cache.ts';
import { ident, type Params, qualified } from './sql.ts';
import type { Payload } from './payload.ts';

type JsonPayload = Extract<Payload, { kind: 'json' }>;

/** jsonb_build_object of the columns' default expressions (catalogue SQL), for `Prefer: missing=default`. */
function defaultsObject(params: Params, cols: Column[]): string | null {
  const withDefaults = cols.filter((c) => c.default !== null);
  if (withDefaults.length === 0) return null;
  const chunks: string[] = [];
  for (let i = 0; i < withDefaults.length; i += 50) {
    const pairs = withDefaults.slice(i, i + 50).map((c) => `${params.add(c.name, 'text')}, ${c.default}`);
    chunks.push(`jsonb_build_object(${pairs.join(', ')})`);
  }
  return chunks.join(' || ');
}

/** `FROM <typed rows of the body> AS pgrst_body(col type, …)`. */
export function bodyRows(params: Params, cols: Column[], payload: JsonPayload, applyDefaults: boolean, limitOne = false): string {
  const typed = cols.map((c) => `${ident(c.name)} ${c.type}`).join(', ');
  const defaults = applyDefaults ? defaultsObject(params, cols) : null;
  let source: string;
  if (defaults) {
    const body = params.add(payload.raw, 'jsonb');
    source = payload.isObject
      ? `jsonb_to_record(${defaults} || ${body})`
      : `jsonb_to_recordset((SELECT jsonb_agg(${defaults} || pgrst_elem) FROM jsonb_array_elements(${body}) AS pgrst_elem))`;
  } else {
    const body = params.add(payload.raw, 'json');
    source = payload.isObject ? `json_to_record(${body})` : `json_to_recordset(${body})`;
  }
  if (limitOne && !payload.isObject) return `(SELECT * FROM ${source} AS pgrst_b(${typed}) LIMIT 1) AS pgrst_body`;
  return `${source} AS pgrst_body(${typed})`;
}

/** PostgREST's counter of inserted rows for upserts: +1 per row offered, -1 per row updated instead. */
const INSERTED_INC =
  "set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) + 1)::text, true) <> '0'";
const INSERTED_DEC =
  "set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) - 1)::text, true) <> '-1'";

export interface InsertSpec {
  table: Table;
  columns: Column[];
  payload: JsonPayload;
  applyDefaults: boolean;
  onConflict: { resolution: 'merge-duplicates' | 'ignore-duplicates'; columns: string[] } | null;
  /** PUT: the primary-key filters the body must match (SQL over pgrst_body). */
  putConditions: string[];
  returning: string;
}

export function insertSql(params: Params, s: InsertSpec): string {
  const target = qualified(s.table.schema, s.table.name);
  const merge = s.onConflict?.resolution === 'merge-duplicates';
  let sql: string;
  if (s.columns.length === 0) {
    sql = s.payload.isObject
      ? `INSERT INTO ${target} DEFAULT VALUES`
      : `INSERT INTO ${target} SELECT FROM json_array_elements(${params.add(s.payload.raw, 'json')}) AS pgrst_elem`;
  } else {
    const names = s.columns.map((c) => ident(c.name)).join(', ');
    const from = bodyRows(params, s.columns, s.payload, s.applyDefaults);
    const where = s.putConditions.length ? [INSERTED_INC, ...s.putConditions] : merge ? [INSERTED_INC] : [];
    sql = `INSERT INTO ${target} (${names}) SELECT ${s.columns.map((c) => `pgrst_body.${ident(c.name)}`).join(', ')} FROM ${from}`;
    if (where.length) sql += ` WHERE ${where.join(' AND ')}`;
  }
  if (s.onConflict && s.onConflict.columns.length) {
    sql += ` ON CONFLICT (${s.onConflict.columns.map(ident).join(', ')}) `;
    if (s.onConflict.resolution === 'ignore-duplicates' || s.columns.length === 0) sql += 'DO NOTHING';
    else {
      sql += `DO UPDATE SET ${s.columns.map((c) => `${ident(c.name)} = EXCLUDED.${ident(c.name)}`).join(', ')}`;
      sql += ` WHERE ${INSERTED_DEC}`;
    }
  }
  return `${sql} RETURNING ${s.returning}`;
}

export function updateSql(
  params: Params,
  table: Table,
  alias: string,
  columns: Column[],
  payload: JsonPayload,
  applyDefaults: boolean,
  where: string[],
  returning: string,
): string {
  const target = `${qualified(table.schema, table.name)} AS ${alias}`;
  if (columns.length === 0) {
    // Nothing to set: no rows change, but the representation still has its columns.
    return `SELECT ${returning} FROM ${target} WHERE false`;
  }
  const sets = columns.map((c) => `${ident(c.name)} = pgrst_body.${ident(c.name)}`).join(', ');
  const from = bodyRows(params, columns, payload, applyDefaults);
  return `UPDATE ${target} SET ${sets} FROM ${from}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} RETURNING ${returning}`;
}

export function deleteSql(table: Table, alias: string, where: string[], returning: string): string {
  return `DELETE FROM ${qualified(table.schema, table.name)} AS ${alias}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} RETURNING ${returning}`;
}
