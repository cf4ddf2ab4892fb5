// A change's `data` is written as text from parts made once per table and role: it must be the JSON that
// stringifying the event object would give, byte for byte, for every operation, column list and size.
import { describe, expect, it } from 'vitest';
import type { ColumnInfo, TableInfo } from '../src/realtime/catalog.ts';
import { changeData, type Change } from '../src/realtime/payload.ts';

const column = (name: string, type: string, authenticated = true): ColumnInfo => ({
  name,
  type,
  sqlType: type,
  selectable: { anon: false, authenticated, service_role: true },
});

function table(replicaFull: boolean, rls: boolean): TableInfo {
  const columns = [column('id', 'int8'), column('content', 'text'), column('secret', 'text', false), column('tags', '_text'), column('meta', 'jsonb')];
  return {
    schema: 'public',
    name: 'notes',
    key: 'public.notes',
    sql: '"public"."notes"',
    columns,
    byName: new Map(columns.map((c) => [c.name, c])),
    pk: ['id'],
    replicaFull,
    rls,
    sameRowsForEveryCaller: false,
    publicWhen: { anon: [], authenticated: [], service_role: [] },
    oid: 1,
    policyDigest: 'd',
    hasTrigger: true,
  };
}

/** The event's data as the object Realtime sends, stringified: what changeData must equal. */
function expected(t: TableInfo, change: Change, role: 'authenticated' | 'service_role', select: string[] | null): string {
  const columns = t.columns.filter((c) => c.selectable[role] && (!select || select.includes(c.name)));
  const names = columns.map((c) => c.name);
  const pick = (row: Record<string, unknown> | null, keep: string[]) => Object.fromEntries(keep.filter((k) => row && k in row).map((k) => [k, row![k]]));
  const pk = t.pk.filter((c) => names.includes(c));
  const data: Record<string, unknown> = { schema: change.schema, table: change.table, commit_timestamp: change.ts, type: change.op, columns: columns.map((c) => ({ name: c.name, type: c.type })) };
  if (change.op !== 'DELETE') data.record = pick(change.record, names);
  if (change.op === 'UPDATE') data.old_record = pick(change.old, t.replicaFull ? names : pk);
  if (change.op === 'DELETE') data.old_record = pick(change.old, t.replicaFull && !t.rls ? names : pk);
  data.errors = null;
  return JSON.stringify(data);
}

const row = { id: 7, content: 'hé "quoted"\n\u2028', secret: 's3cret', tags: ['a', 'b'], meta: { nested: [1, null] } };
const change = (op: Change['op']): Change => ({
  id: 1,
  schema: 'public',
  table: 'notes',
  op,
  record: op === 'DELETE' ? null : row,
  old: op === 'INSERT' ? null : { ...row, content: 'before' },
  ts: '2026-11-29T07:00:00.000Z',
});

describe('changeData', () => {
  it('is the stringified event for every operation, role, column list and replica identity', () => {
    for (const [replicaFull, rls] of [[false, true], [true, false], [true, true]]) {
      const t = table(replicaFull, rls);
      for (const op of ['INSERT', 'UPDATE', 'DELETE'] as const) {
        for (const role of ['authenticated', 'service_role'] as const) {
          for (const select of [null, ['content', 'id'], ['secret'], []]) {
            expect(changeData(t, change(op), role, select)).toBe(expected(t, change(op), role, select));
          }
        }
      }
    }
  });

  it('never shows a column the role may not select, even when asked for it', () => {
    const data = JSON.parse(changeData(table(false, true), change('INSERT'), 'authenticated', ['secret', 'content']));
    expect(data.record).toEqual({ content: row.content });
    expect(data.columns).toEqual([{ name: 'content', type: 'text' }]);
  });

  it('keeps only small values past 1 MiB and says so', () => {
    const big = { ...change('UPDATE'), record: { ...row, content: 'x'.repeat(1024 * 1024) } };
    const data = JSON.parse(changeData(table(true, false), big, 'service_role', null));
    expect(data.errors).toEqual(['Error 413: Payload Too Large']);
    expect(data.record).toEqual({ id: 7, secret: 's3cret', tags: ['a', 'b'], meta: { nested: [1, null] } });
    expect(data.old_record.content).toBe('before');
  });

  it('answers a new reading of the catalogue with its own columns', () => {
    const before = table(false, true);
    expect(JSON.parse(changeData(before, change('INSERT'), 'authenticated', null)).record).not.toHaveProperty('secret');
    const after = table(false, true);
    after.columns[2].selectable.authenticated = true;
    expect(JSON.parse(changeData(after, change('INSERT'), 'authenticated', null)).record.secret).toBe('s3cret');
  });
});
