// How a pass's visibility checks are batched: one per subscriber and table, one per role where the table's
// policies read only the row, and none for records a true column makes readable by every caller.
import { describe, expect, it } from 'vitest';
import type { DbRole, TableInfo } from '../src/realtime/catalog.ts';
import { planBatch, type RlsGroup } from '../src/realtime/visibility.ts';

const table = (name: string, sameRowsForEveryCaller: boolean, publicWhen: string[] = []): TableInfo => {
  const selectable = { anon: true, authenticated: true, service_role: true };
  const columns = [
    { name: 'id', type: 'int8', sqlType: 'bigint', selectable },
    { name: 'published', type: 'bool', sqlType: 'boolean', selectable },
  ];
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
    publicWhen: { anon: [], authenticated: publicWhen, service_role: [] },
    oid: name.length,
    policyDigest: `digest of ${name}`,
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

  it('checks only the records whose public column is not true, and asks whether the policies still say so', () => {
    const drafts = table('drafts', false, ['published']);
    const mixed = [{ id: 1, published: true }, { id: 2, published: false }, { id: 3, published: null }, { id: 4, published: true }];
    const groups = ['a', 'b'].map((sub) => member(sub, 'authenticated', [{ table: drafts, records: mixed }]));
    const batch = planBatch(groups, true);
    const checks = batch.statements.filter((s) => s.sql.includes('array_agg'));
    expect(checks).toHaveLength(2);
    // Only ids 2 and 3 are asked about, and both groups share the parameters.
    expect(checks.map((s) => s.params)).toEqual([['{"2","3"}'], ['{"2","3"}']]);
    expect(batch.verifies).toBe(true);
    expect(batch.statements.at(-1)?.params).toEqual([`{"${drafts.oid}"}`, '{"digest of drafts"}']);
    // a may read id 3 (position 2 of the checked records), b neither: both read the published ones.
    const answers = ['{2}', null];
    let k = 0;
    const results = batch.statements.map((s) => ({ rows: [{ i: s.sql.includes('array_agg') ? answers[k++] : null }], rowCount: 1 }));
    expect(batch.answers(results as never).map((g) => [...g[0]].sort())).toEqual([[0, 2, 3], [0, 3]]);
    // An anon subscriber has no public column here: she is checked on every record.
    expect(planBatch([member('x', 'anon', [{ table: drafts, records: mixed }])], true).statements.filter((s) => s.sql.includes('array_agg'))[0].params).toEqual([
      '{"1","2","3","4"}',
    ]);
  });

  it('sends no check where every record is public, but still asks about the policies; and none of it when told not to share', () => {
    const drafts = table('drafts', false, ['published']);
    const all = [{ id: 1, published: true }];
    const groups = ['a', 'b'].map((sub) => member(sub, 'authenticated', [{ table: drafts, records: all }]));
    const batch = planBatch(groups, true);
    expect(batch.statements.filter((s) => s.sql.includes('array_agg'))).toHaveLength(0);
    expect(batch.verifies).toBe(true);
    expect(batch.answers(batch.statements.map(() => ({ rows: [{}], rowCount: 1 })) as never).map((g) => [...g[0]])).toEqual([[0], [0]]);
    expect(checksIn(groups, false)).toBe(2);
    expect(planBatch(groups, false).verifies).toBe(false);
  });

  it("sets each subscriber's sub beside her claims, empty for one without, so no group reads the sub before it", () => {
    // A signed token may carry any JSON as its sub; the claims' type says string.
    const numericSub = { sub: 42, role: 'authenticated' } as unknown as RlsGroup['auth']['claims'];
    const groups = [member('a'), { auth: { role: 'anon' as const, claims: null }, tables: [{ table: messages, records }] }, member('b'), { ...member('c'), auth: { role: 'authenticated' as const, claims: numericSub } }];
    groups[0].tables = groups[2].tables = [{ table: messages, records }];
    const sets = planBatch(groups, true).statements.filter((s) => s.sql.includes("'request.jwt.claim.sub'"));
    expect(sets.map((s) => s.params)).toEqual([
      ['authenticated', '{"sub":"a","role":"authenticated"}', 'a'],
      ['anon', '{"role":"anon"}', ''],
      ['authenticated', '{"sub":"b","role":"authenticated"}', 'b'],
      ['authenticated', '{"sub":42,"role":"authenticated"}', '42'],
    ]);
  });
});
