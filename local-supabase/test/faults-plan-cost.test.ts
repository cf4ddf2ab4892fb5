// Faults: no member stalls the database for the others. A member's statement whose planner cost is above
// the limit is refused before it runs (hosted Supabase's pg_plan_filter, 54000), and one member's burst of
// requests does not hold another member's read behind it (PGlite serves callers in turn on its one connection).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { PGLITE_STATEMENT_COST_LIMIT, resolveSettings, settingsFromEnv } from '../src/config.ts';
import type { Statement } from '../src/db/types.ts';
import { PLAN_COST_HINT } from '../src/rest/plan-cost.ts';
import { anonClient, startTestServer } from './helpers.ts';
import { closeClients, createMember, type Member } from './realtime-helpers.ts';

let server: LocalSupabase;
let hog: Member;
let reader: Member;

beforeAll(async () => {
  // PGlite's default limit, set explicitly so that PostgreSQL (off by default) is checked the same way.
  server = await startTestServer({ statementCostLimit: PGLITE_STATEMENT_COST_LIMIT });
  // A table of 40,000 rows whose pattern search costs well under the limit but takes a while on PGlite, a
  // view a member may read whose plan is costly (it pairs every row with every other), and one row to read.
  await server.db.exec(`
    create table public.haystack (id int primary key, body text not null);
    insert into public.haystack select g, md5(g::text) || md5((g * 7)::text) from generate_series(1, 40000) g;
    alter table public.haystack enable row level security;
    create policy haystack_readers on public.haystack for select to anon, authenticated using (true);
    grant select on public.haystack to anon, authenticated;
    create table public.hidden_haystack (id int primary key, body text not null);
    insert into public.hidden_haystack select * from public.haystack;
    alter table public.hidden_haystack enable row level security;
    analyze public.hidden_haystack;
    create view public.hidden_pairs with (security_invoker = true) as
      select count(*) as g from public.hidden_haystack a join public.hidden_haystack b on a.body < b.body;
    grant select on public.hidden_pairs to anon, authenticated;
    analyze public.haystack;
    create view public.heavy_numbers with (security_invoker = true) as
      select count(*) as g from public.haystack a join public.haystack b on a.body < b.body;
    grant select on public.heavy_numbers to anon, authenticated;
    insert into public.settings (key, value) values ('greeting', 'hello');`);
  await server.reloadSchema();
  [hog, reader] = await Promise.all([createMember(server, 'hog'), createMember(server, 'reader')]);
}, 120_000);

afterAll(async () => {
  await closeClients();
  await server?.stop();
});

const timed = async <T>(work: PromiseLike<T>) => {
  const t = performance.now();
  const value = await work;
  return { value, ms: performance.now() - t };
};

const greeting = () => reader.client.from('settings').select('value').eq('key', 'greeting').single();

describe('the statement cost limit (pg_plan_filter)', () => {
  it("refuses a member's statement that costs more than the limit before it runs, in PostgREST's words", async () => {
    const refused = timed(hog.client.from('heavy_numbers').select('g'));
    const read = await timed(greeting());
    const { value, ms } = await refused;
    expect(value.error).toMatchObject({ code: '54000', message: 'plan cost limit exceeded', details: null, hint: PLAN_COST_HINT });
    expect(value.status).toBe(400);
    expect(value.data).toBeNull();
    // Comparing every pair of 40,000 rows takes a long while on either database: this answer did not run it.
    expect(ms).toBeLessThan(1000);
    expect(read.value.data).toEqual({ value: 'hello' });
    expect(read.ms).toBeLessThan(1000);
  });

  it('refuses it for anonymous callers too, and every time, planning each statement shape once', async () => {
    const batches: Statement[][] = [];
    const batch = server.db.batch.bind(server.db);
    server.db.batch = (statements, options) => {
      batches.push(statements);
      return batch(statements, options);
    };
    const explains = () => batches.filter((b) => b.some((s) => s.sql.startsWith('EXPLAIN (FORMAT JSON)'))).length;
    try {
      const anon = anonClient(server);
      const first = await anon.from('heavy_numbers').select('g').gt('g', 0);
      expect(first.error).toMatchObject({ code: '54000', message: 'plan cost limit exceeded' });
      expect(first.status).toBe(400);
      const planned = explains();
      for (let i = 1; i < 4; i++) {
        const { error } = await anon.from('heavy_numbers').select('g').gt('g', i);
        expect(error?.code).toBe('54000');
        expect((await hog.client.from('haystack').select('id').eq('id', i)).data).toEqual([{ id: i }]);
      }
      // The read's shape was planned at its first call; nothing was planned again.
      expect(explains()).toBeLessThanOrEqual(planned + 1);
    } finally {
      server.db.batch = batch;
    }
    // The refused statement itself never reached the database.
    expect(batches.some((b) => b.some((s) => !s.sql.startsWith('EXPLAIN') && s.sql.includes('heavy_numbers')))).toBe(false);
  });

  it('plans as the member, under row-level security: a pairing of rows she may not see costs nothing', async () => {
    // No policy lets anyone read hidden_haystack: as the member, the plan is a filter that is always false.
    const hidden = await timed(hog.client.from('hidden_pairs').select('g'));
    expect(hidden.value.error).toBeNull();
    expect(hidden.value.data).toEqual([{ g: 0 }]);
    expect(hidden.ms).toBeLessThan(1000);
    const { data, error } = await hog.client.from('haystack').select('id').eq('id', 42).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 42 });
  });

  it('reads the limit from PLAN_FILTER_STATEMENT_COST_LIMIT, and says what is wrong with a bad one', () => {
    expect(resolveSettings(settingsFromEnv({ PLAN_FILTER_STATEMENT_COST_LIMIT: '2500' })).statementCostLimit).toBe(2500);
    // Unset: the database's default (25,000 on PGlite, off on PostgreSQL), chosen when the server opens it.
    expect(resolveSettings({}).statementCostLimit).toBeNull();
    expect(resolveSettings(settingsFromEnv({ PLAN_FILTER_STATEMENT_COST_LIMIT: '0' })).statementCostLimit).toBe(0);
    expect(() => resolveSettings(settingsFromEnv({ PLAN_FILTER_STATEMENT_COST_LIMIT: 'lots' }))).toThrow(
      /Invalid PLAN_FILTER_STATEMENT_COST_LIMIT: NaN \(a planner cost of 0 or more; 0 turns the check off\)/,
    );
  });
});

describe('fair turns on the database', () => {
  // PGlite's one connection is where one member's burst could hold everyone else up, so the turns are its own.
  // PostgreSQL runs the burst on the pool's connections; a burst bigger than the pool queues there first come,
  // first served (CI measured a read at 1.5 s behind 200 searches while another suite ran beside it), which is
  // the pool's business and not what this test is about.
  it.skipIf(Boolean(process.env.DATABASE_URL))("keeps another member's reads under 1 s while one member sends a burst of slow requests", async () => {
    // Each pattern search reads the whole table (well under the cost limit); a burst of them in a row takes
    // seconds on PGlite's single connection. Both members have made this kind of request before.
    expect((await greeting()).data).toEqual({ value: 'hello' });
    expect((await hog.client.from('haystack').select('id').ilike('body', '%warm%')).error).toBeNull();
    // One search's time: the fastest of three, as one slow reading (a busy moment) sized a burst too short to matter.
    let oneMs = Infinity;
    for (let i = 0; i < 3; i++) {
      const one = await timed(hog.client.from('haystack').select('id').ilike('body', `%warmer${i}%`));
      expect(one.value.error).toBeNull();
      oneMs = Math.min(oneMs, one.ms);
    }
    // Enough searches for about 3 s of work in a row, however fast the machine is today (a cap of 200 once left
    // a fast machine's burst at 1.4 s, too short to matter).
    const count = Math.min(600, Math.max(8, Math.ceil(3000 / Math.max(oneMs, 1))));
    const burst = Array.from({ length: count }, (_, i) => timed(hog.client.from('haystack').select('id').ilike('body', `%zz${i}zz%`)));
    const reads: number[] = [];
    let burstDone = false;
    const allBurst = Promise.all(burst).finally(() => (burstDone = true));
    while (!burstDone && reads.length < 20) {
      const { value, ms } = await timed(greeting());
      expect(value.data).toEqual({ value: 'hello' });
      reads.push(ms);
    }
    const answers = await allBurst;
    for (const { value } of answers) expect(value.error).toBeNull();
    const burstMs = Math.max(...answers.map((a) => a.ms));
    // The burst must have been long enough to matter, or this proves nothing.
    expect(burstMs, `${count} searches of ${oneMs.toFixed(1)} ms each`).toBeGreaterThan(1500);
    expect(reads.length).toBeGreaterThan(1);
    expect(Math.max(...reads)).toBeLessThan(1000);
  });
});
