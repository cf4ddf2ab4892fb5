// How a pass's visibility checks are batched: one per subscriber and table, or one per role where the table's
// policies read only the row.
import { describe, expect, it } from 'vitest';
import type { DbRole, TableInfo } from '../src/realtime/catalog.ts';
import { planBatch, type RlsGroup } from '../src/realtime/visibility.ts';

const table = (name: string, sameRowsForEveryCaller: boolean): TableInfo => {
  const columns = [{ name: 'id', type: 'int8', sqlType: 'bigint', selectable: { anon: true, authenticated: true, service_role: true } }];
  return {
    schema: 'public',
    name,
    key: `public.${name}`,
    sql: `"public"."${name}"`,
    columns,
    byName: new Map(columns.map((c) => [c.name, c])),
    pk: ['id'],
    replicaFull: false,
    rls: true,
    sameRowsForEveryCaller,
    oid: name.length,
    hasTrigger: true,
  };
};
const posts = table('posts', true);
const messages = table('messages', false);
const records = [{ id: 1 }, { id: 2 }];
const member = (sub: string, role: DbRole = 'authenticated', tables: RlsGroup['tables'] = [{ table: posts, records }]): RlsGroup => ({
  auth: { role, claims: { sub, role } },
  tables,
});
const checksIn = (groups: RlsGroup[], share = true) => planBatch(groups, share).statements.filter((s) => s.sql.includes('array_agg')).length;

describe('a pass of visibility checks', () => {
  it('checks a table whose policies read only the row once per role, then asks whether that still holds', () => {
    const groups = ['a', 'b', 'c'].map((sub) => member(sub)).concat(member('anon-1', 'anon'), member('anon-2', 'anon'));
    const batch = planBatch(groups, true);
    expect(checksIn(groups)).toBe(2);
    expect(batch.verifies).toBe(true);
    expect(batch.statements.at(-1)?.sql).toMatch(/pg_policy/);
    // Each group reads its role's one answer: the checks' positions are 1-based into the records.
    const answer = (positions: string | null) => ({ rows: [{ i: positions }], rowCount: 1 });
    const results = batch.statements.map((s) => answer(s.sql.includes('array_agg') ? '{2}' : null));
    expect(batch.answers(results as never).map((g) => [...g[0]])).toEqual([[1], [1], [1], [1], [1]]);
  });

  it('checks each subscriber as herself where a policy may read the caller, or when told not to share', () => {
    const groups = ['a', 'b', 'c'].map((sub) => member(sub, 'authenticated', [{ table: messages, records }, { table: posts, records }]));
    expect(checksIn(groups)).toBe(3 + 1);
    expect(checksIn(groups, false)).toBe(6);
    expect(planBatch(groups, false).verifies).toBe(false);
  });

  it('does not share between different sets of records', () => {
    const other = [{ id: 3 }];
    expect(checksIn([member('a'), member('b', 'authenticated', [{ table: posts, records: other }])])).toBe(2);
  });
});
