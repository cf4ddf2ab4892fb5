// count=planned and count=estimated as PostgREST computes them (the planner's estimate; exact up to max_rows),
// PGRST203's candidates in PostgREST's order, and the EXPLAIN output when pgrst.db_plan_enabled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../src/index.ts';
import { rest, service } from './rest-helpers.ts';
import { setPgrstSetting, startLibraryServer } from './library-helpers.ts';

let server: LocalSupabase;
let svc: SupabaseClient;

beforeAll(async () => {
  server = await startLibraryServer();
  svc = service(server);
});

afterAll(async () => {
  await server?.stop();
});

/** What the planner expects of a query, asked directly. */
async function plannerRows(sql: string): Promise<number> {
  const r = await server.db.query<Record<string, unknown>>(`explain (format json) ${sql}`);
  const value = Object.values(r.rows[0])[0];
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: { 'Plan Rows': number } }[];
  return plan[0].Plan['Plan Rows'];
}

describe('[api] max_rows of config.toml', () => {
  it('caps every read (this project says 1200)', async () => {
    const { data, count } = await svc.from('visits').select('n', { count: 'exact' });
    expect(data).toHaveLength(1200);
    expect(count).toBe(1500);
  });
});

describe('Prefer: count=planned / count=estimated', () => {
  it('planned: the planner estimate of the rows the filters select', async () => {
    const all = await svc.from('visits').select('n', { count: 'planned', head: true });
    expect(all.error).toBeNull();
    expect(all.count).toBe(1500);
    const expected = await plannerRows('select 1 from public.visits where n < 100');
    const some = await svc.from('visits').select('n', { count: 'planned' }).lt('n', 100).limit(5);
    expect(some.count).toBe(expected);
    expect(some.data).toHaveLength(5);
  });

  it('estimated: exact up to max_rows, the larger of the capped count and the estimate beyond', async () => {
    const small = await svc.from('visits').select('n', { count: 'estimated', head: true }).lt('n', 11);
    expect(small.count).toBe(10);
    await server.db.exec("insert into public.visits select g, date '2025-02-01' from generate_series(1501, 1600) as g");
    try {
      const big = await svc.from('visits').select('n', { count: 'estimated', head: true });
      // Past max_rows the count stops at 1201 and the planner's estimate (larger here) is the answer.
      const estimate = await plannerRows('select 1 from public.visits');
      expect(estimate).toBeGreaterThan(1201);
      expect(big.count).toBe(estimate);
      const exact = await svc.from('visits').select('n', { count: 'exact', head: true });
      expect(exact.count).toBe(1600);
    } finally {
      await server.db.exec('delete from public.visits where n > 1500');
    }
  });

  it('planned on a function: unknown, as PostgREST asks the planner for tables and views only', async () => {
    const res = await rest(server, '/rpc/withdrawn_count', { headers: { prefer: 'count=planned', 'accept-profile': 'archive' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-0/*');
  });
});

describe('PGRST203', () => {
  it('lists the candidates in PostgREST order (fewer parameters first, then by parameter)', async () => {
    const { error, status } = await svc.rpc('pick', { n: 1 });
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST203',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      message: 'Could not choose the best candidate function between: public.pick(n => boolean), public.pick(n => integer), public.pick(n => text)',
    });
  });
});

describe('EXPLAIN output (Accept: application/vnd.pgrst.plan)', () => {
  it('is not offered while pgrst.db_plan_enabled is off (PGRST107)', async () => {
    const res = await rest(server, '/visits?limit=1', { headers: { accept: 'application/vnd.pgrst.plan+json' } });
    expect(res.status).toBe(406);
    expect(res.json).toMatchObject({ code: 'PGRST107' });
  });

  it('answers the plan as JSON or text when enabled, without running writes', async () => {
    await setPgrstSetting(server, 'pgrst.db_plan_enabled', 'true');
    try {
      const json = await rest(server, '/visits?select=n&n=lt.10', { headers: { accept: 'application/vnd.pgrst.plan+json' } });
      expect(json.status).toBe(200);
      expect(json.headers.get('content-type')).toBe('application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8');
      const plan = json.json as { Plan: { 'Node Type': string; 'Plan Rows': number } }[];
      expect(plan[0].Plan['Node Type']).toBeTypeOf('string');

      const text = await rest(server, '/visits?select=n', { headers: { accept: 'application/vnd.pgrst.plan' } });
      expect(text.status).toBe(200);
      expect(text.headers.get('content-type')).toBe('application/vnd.pgrst.plan+text; for="application/json"; charset=utf-8');
      expect(text.text).toMatch(/cost=/);

      const csv = await rest(server, '/visits?select=n', { headers: { accept: 'application/vnd.pgrst.plan+text; for="text/csv"' } });
      expect(csv.headers.get('content-type')).toBe('application/vnd.pgrst.plan+text; for="text/csv"; charset=utf-8');

      const write = await rest(server, '/authors', {
        method: 'POST',
        token: server.serviceRoleKey,
        headers: { accept: 'application/vnd.pgrst.plan+json', 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Planned only' }),
      });
      expect(write.status).toBe(200);
      expect((await svc.from('authors').select('id').eq('name', 'Planned only')).data).toEqual([]);

      const analyzed = await rest(server, '/visits?select=n&limit=3', { headers: { accept: 'application/vnd.pgrst.plan+json; options=analyze|buffers' } });
      expect(analyzed.headers.get('content-type')).toBe('application/vnd.pgrst.plan+json; for="application/json"; options=analyze|buffers; charset=utf-8');
      expect((analyzed.json as { 'Execution Time': number }[])[0]['Execution Time']).toBeTypeOf('number');
    } finally {
      await setPgrstSetting(server, 'pgrst.db_plan_enabled', null);
    }
  });
});
