// The per-session prepared statement cache behind db.batch (no database: what it asks the driver to send).
import { describe, expect, it } from 'vitest';
import { StatementCache } from '../src/db/statement-cache.ts';

describe('StatementCache', () => {
  it('parses a prepared statement under a name once it is confirmed, then only binds it', () => {
    const cache = new StatementCache();
    const first = cache.plan([{ sql: 'select $1', params: [1], prepare: true }]);
    const name = first.steps[0].parse!.name;
    expect(name).toMatch(/^local_supabase_\d+$/);
    first.settle(1);
    const second = cache.plan([{ sql: 'select $1', params: [2], prepare: true }]);
    expect(second.steps).toEqual([{ statement: name, values: ['2'] }]);
  });

  it('parses unprepared statements unnamed every time', () => {
    const cache = new StatementCache();
    const plan = cache.plan([{ sql: 'select 1' }]);
    plan.settle(1);
    expect(cache.plan([{ sql: 'select 1' }]).steps[0].parse).toEqual({ name: '', text: 'select 1' });
  });

  it('keeps only the statements the server confirmed before an error', () => {
    const cache = new StatementCache();
    const plan = cache.plan([
      { sql: 'select 1', prepare: true },
      { sql: 'select broken', prepare: true },
    ]);
    plan.settle(1);
    const again = cache.plan([
      { sql: 'select 1', prepare: true },
      { sql: 'select broken', prepare: true },
    ]);
    expect(again.steps[0].parse).toBeUndefined();
    expect(again.steps[1].parse?.text).toBe('select broken');
  });

  it('binds a statement repeated in one batch to the one Parse', () => {
    const cache = new StatementCache();
    const plan = cache.plan([
      { sql: 'select $1', params: ['a'], prepare: true },
      { sql: 'select $1', params: ['b'], prepare: true },
    ]);
    expect(plan.steps[1]).toEqual({ statement: plan.steps[0].statement, values: ['b'] });
  });

  it('closes the least recently used statements beyond its capacity, and all of them on reset', () => {
    const cache = new StatementCache(2);
    const names = ['a', 'b', 'c'].map((x) => {
      const plan = cache.plan([{ sql: `select '${x}'`, prepare: true }]);
      plan.settle(1);
      return plan.steps[0].statement;
    });
    expect(cache.plan([]).closes).toEqual([names[0]]);
    cache.reset();
    expect(cache.plan([]).closes.sort()).toEqual([names[1], names[2]].sort());
  });

  it('converts values as the pg driver does, and refuses one it cannot send before anything is planned', () => {
    const cache = new StatementCache();
    expect(cache.plan([{ sql: 'x', params: [null, 1, true, ['a', 'b'], { k: 1 }] }]).steps[0].values).toEqual([null, '1', 'true', '{"a","b"}', '{"k":1}']);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => cache.plan([{ sql: 'x', params: [circular] }])).toThrow();
  });
});
