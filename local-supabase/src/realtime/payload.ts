/** The `data` of a postgres_changes event, shaped as Realtime sends it to one role. */
import type { DbRole, TableInfo } from './catalog.ts';

export type Op = 'INSERT' | 'UPDATE' | 'DELETE';
export type Row = Record<string, unknown>;

export interface Change {
  id: number;
  schema: string;
  table: string;
  op: Op;
  record: Row | null;
  old: Row | null;
  /** ISO 8601 in UTC with milliseconds, e.g. 2025-11-19T00:22:40.877Z */
  ts: string;
}

/** Realtime's max_record_bytes: beyond it, only values of at most 64 bytes are kept. */
const MAX_RECORD_BYTES = 1024 * 1024;
const SMALL_VALUE_BYTES = 64;

function pick(row: Row | null, names: Iterable<string>): Row {
  const out: Row = {};
  if (!row) return out;
  for (const n of names) if (n in row) out[n] = row[n];
  return out;
}

function keepSmall(row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    if (Buffer.byteLength(JSON.stringify(v) ?? 'null') <= SMALL_VALUE_BYTES) out[k] = v;
  }
  return out;
}

/** What a role (and column list) may see of a table's changes: the same for every change of the pass. */
interface Shape {
  allowed: string[];
  pk: string[];
  /** `"columns":[...]` as JSON, written once. */
  columnsJson: string;
}

// Per table as the catalogue read it (a new reading is a new TableInfo, so a stale shape is never used).
const shapes = new WeakMap<TableInfo, Map<string, Shape>>();

function shapeOf(table: TableInfo, role: DbRole, select: string[] | null): Shape {
  let byKey = shapes.get(table);
  if (!byKey) shapes.set(table, (byKey = new Map()));
  const key = select ? `${role}\u0000${select.join(',')}` : role;
  let shape = byKey.get(key);
  if (!shape) {
    const columns = table.columns.filter((c) => c.selectable[role] && (!select || select.includes(c.name)));
    const allowed = columns.map((c) => c.name);
    const allowedSet = new Set(allowed);
    shape = { allowed, pk: table.pk.filter((c) => allowedSet.has(c)), columnsJson: JSON.stringify(columns.map((c) => ({ name: c.name, type: c.type }))) };
    byKey.set(key, shape);
  }
  return shape;
}

/**
 * Columns the role may select (and, with a binding's `select`, only those); `record` for INSERT/UPDATE;
 * `old_record` for UPDATE (whole row only with REPLICA IDENTITY FULL, else the primary key) and DELETE
 * (the primary key only when row-level security is on, as deletes cannot be checked against it).
 * Written as JSON.stringify would write the object `{schema, table, commit_timestamp, type, columns, record?,
 * old_record?, errors}`, with each record serialised once (it is also what the size limit measures).
 */
export function changeData(table: TableInfo, change: Change, role: DbRole, select: string[] | null): string {
  const { allowed, pk, columnsJson } = shapeOf(table, role, select);
  let record: Row | undefined;
  let oldRecord: Row | undefined;
  if (change.op !== 'DELETE') record = pick(change.record, allowed);
  if (change.op === 'UPDATE') oldRecord = pick(change.old, table.replicaFull ? allowed : pk);
  if (change.op === 'DELETE') oldRecord = pick(change.old, table.replicaFull && !table.rls ? allowed : pk);

  let recordJson = record ? JSON.stringify(record) : undefined;
  let oldJson = oldRecord ? JSON.stringify(oldRecord) : undefined;
  let errors = 'null';
  if (Buffer.byteLength(recordJson ?? 'null') + Buffer.byteLength(oldJson ?? 'null') > MAX_RECORD_BYTES) {
    errors = JSON.stringify(['Error 413: Payload Too Large']);
    if (record) recordJson = JSON.stringify(keepSmall(record));
    if (oldRecord) oldJson = JSON.stringify(keepSmall(oldRecord));
  }
  return (
    `{"schema":${JSON.stringify(change.schema)},"table":${JSON.stringify(change.table)},"commit_timestamp":${JSON.stringify(change.ts)},` +
    `"type":${JSON.stringify(change.op)},"columns":${columnsJson}` +
    (recordJson !== undefined ? `,"record":${recordJson}` : '') +
    (oldJson !== undefined ? `,"old_record":${oldJson}` : '') +
    `,"errors":${errors}}`
  );
}
