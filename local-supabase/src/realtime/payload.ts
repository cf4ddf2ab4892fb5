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

/**
 * Columns the role may select (and, with a binding's `select`, only those); `record` for INSERT/UPDATE;
 * `old_record` for UPDATE (whole row only with REPLICA IDENTITY FULL, else the primary key) and DELETE
 * (the primary key only when row-level security is on, as deletes cannot be checked against it).
 */
export function changeData(table: TableInfo, change: Change, role: DbRole, select: string[] | null): string {
  const columns = table.columns.filter((c) => c.selectable[role] && (!select || select.includes(c.name)));
  const allowed = columns.map((c) => c.name);
  const allowedSet = new Set(allowed);
  const pk = table.pk.filter((c) => allowedSet.has(c));

  let record: Row | undefined;
  let oldRecord: Row | undefined;
  if (change.op !== 'DELETE') record = pick(change.record, allowed);
  if (change.op === 'UPDATE') oldRecord = pick(change.old, table.replicaFull ? allowed : pk);
  if (change.op === 'DELETE') oldRecord = pick(change.old, table.replicaFull && !table.rls ? allowed : pk);

  let errors: string[] | null = null;
  const size = Buffer.byteLength(JSON.stringify(record ?? null)) + Buffer.byteLength(JSON.stringify(oldRecord ?? null));
  if (size > MAX_RECORD_BYTES) {
    errors = ['Error 413: Payload Too Large'];
    if (record) record = keepSmall(record);
    if (oldRecord) oldRecord = keepSmall(oldRecord);
  }

  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.ts,
    type: change.op,
    columns: columns.map((c) => ({ name: c.name, type: c.type })),
  };
  if (record) data.record = record;
  if (oldRecord) data.old_record = oldRecord;
  data.errors = errors;
  return JSON.stringify(data);
}
