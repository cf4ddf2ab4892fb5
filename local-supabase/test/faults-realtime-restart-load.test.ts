// Faults: a restart in the middle of traffic (bench/restart-under-load.ts, also the bench's restart row). Members
// write the bench's mix of posts, likes, comments and messages while fifty subscribe to the feed and their
// conversations; the server is stopped (SIGTERM, then SIGKILL) and started again on the same database; every
// member's client rejoins on its own, and every post and message sent after that must reach each of its
// subscribers within 2 s, while the writes go on. No acknowledged write is lost or doubled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restartUnderLoad, type RestartRun } from '../bench/restart-under-load.ts';
import type { Integrity } from '../bench/integrity.ts';
import { durableDb, type DurableDb } from './server-process.ts';

let db: DurableDb;
let result: { runs: RestartRun[]; integrity: Integrity };

beforeAll(async () => {
  db = await durableDb();
  result = await restartUnderLoad(db, { members: 60, posts: 2000, writers: 12, subscribers: 50, windowMs: 3000 });
}, 300_000);

afterAll(async () => {
  await db?.drop();
});

describe('realtime after a restart under load', () => {
  it.each(['SIGTERM', 'SIGKILL'] as const)('every rejoined subscriber receives what is written after a %s, within 2 s', (signal) => {
    const run = result.runs.find((r) => r.signal === signal)!;
    expect(run.writes.ok).toBeGreaterThan(0);
    expect(run.after.expected).toBeGreaterThan(run.after.subscribers); // a window with real traffic in it
    expect(run.after.delivered).toBe(run.after.expected);
    expect(run.after.reached).toBe(run.after.subscribers);
    expect(run.after.max).toBeLessThan(2000);
  });

  it('loses and doubles no acknowledged write', () => {
    expect(result.integrity).toEqual({ missing: 0, duplicated: 0, counterMismatches: 0 });
  });
});
