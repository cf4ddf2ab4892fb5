// The change feed's pacing: passes at once while the database is free, a bounded share of it while
// requests wait; and db.busy(), which tells the two apart, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { PassBudget, sendInSlices } from '../src/realtime/change-feed.ts';
import { startTestServer } from './helpers.ts';

/** Passes back to back for `totalMs`, each taking `passMs`; answers the share of time spent in passes and the delays. */
function simulate(budget: PassBudget, passMs: number, contended: boolean, totalMs = 60_000) {
  let now = 0;
  let inPasses = 0;
  const delays: number[] = [];
  while (now < totalMs) {
    const d = budget.delay(now);
    delays.push(d);
    now += d + passMs;
    inPasses += passMs;
    budget.spent(passMs, contended, now);
  }
  return { share: inPasses / now, delays };
}

describe('PassBudget', () => {
  it('never delays a pass while no request waits for the database', () => {
    const { delays } = simulate(new PassBudget(0.12, 150, 200, 0), 15, false);
    expect(Math.max(...delays)).toBe(0);
  });

  it('keeps passes to its share of the time while requests wait', () => {
    for (const passMs of [2, 10, 25]) {
      const { share } = simulate(new PassBudget(0.12, 150, 200, 0), passMs, true);
      expect(share).toBeGreaterThan(0.1);
      expect(share).toBeLessThan(0.13);
    }
  });

  it('absorbs a short burst of contention (members arriving at once) without holding deliveries back', () => {
    const budget = new PassBudget(0.12, 60, 200, 0);
    budget.spent(25, true, 25);
    budget.spent(25, true, 50);
    expect(budget.delay(50)).toBe(0);
    budget.spent(25, true, 75);
    expect(budget.delay(75)).toBeGreaterThan(0);
  });

  it('lets the first pass after a quiet spell go at once, and never waits longer than its ceiling', () => {
    const budget = new PassBudget(0.12, 60, 200, 0);
    budget.spent(500, true, 500); // one very slow pass: its debt is capped at 200 ms of accrual
    expect(budget.delay(500)).toBeCloseTo(200);
    expect(budget.delay(700)).toBe(0);
  });
});

describe('db.busy()', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const idle = async () => {
    // Start-up work may still be running for a moment.
    for (let i = 0; i < 100 && server.db.busy() > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(server.db.busy()).toBe(0);
  };

  it('counts a request in the database, not the change feed’s priority reads', async () => {
    await idle();
    const slow = server.db.query('select pg_sleep(0.3)');
    expect(server.db.busy()).toBeGreaterThan(0);
    await slow;
    await idle();
    const priority = server.db.batch([{ sql: 'select pg_sleep(0.2)' }], { priority: true });
    expect(server.db.busy()).toBe(0);
    await priority;
  });
});

describe('sendInSlices', () => {
  it('sends every item in order and lets the event loop run between slices of work', async () => {
    const log: string[] = [];
    const items = Array.from({ length: 100 }, (_, i) => i);
    setImmediate(() => log.push('other work'));
    await sendInSlices(items, (i) => log.push(String(i)), () => log.push('flush'), 0);
    expect(log.filter((x) => /^\d+$/.test(x)).map(Number)).toEqual(items);
    // Other work ran before the last item, right after a flush (no socket stays corked across a yield).
    const other = log.indexOf('other work');
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(log.indexOf('99'));
    expect(log[other - 1]).toBe('flush');
    expect(log.at(-1)).toBe('flush');
  });

  it('checks the time after every item when asked (one item: a socket and all its frames of a pass)', async () => {
    const log: string[] = [];
    setImmediate(() => log.push('other work'));
    await sendInSlices(['a', 'b', 'c'], (i) => log.push(i), () => log.push('flush'), 0, 1);
    expect(log.filter((x) => x !== 'flush' && x !== 'other work')).toEqual(['a', 'b', 'c']);
    expect(log.indexOf('other work')).toBe(log.indexOf('a') + 2);
  });

  it('sends in one go while a slice of work stays short', async () => {
    const log: string[] = [];
    setImmediate(() => log.push('other work'));
    await sendInSlices(Array.from({ length: 100 }, (_, i) => i), (i) => log.push(String(i)), () => log.push('flush'), 60_000);
    expect(log.indexOf('other work')).toBe(-1);
    expect(log.filter((x) => x === 'flush')).toHaveLength(1);
  });
});

