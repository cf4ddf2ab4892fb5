// db.batch(): several statements in one transaction and one round trip, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerStatement } from '../src/db/request-context.ts';
import type { LocalSupabase } from '../src/index.ts';
import { startTestServer } from './helpers.ts';

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer();
  await server.db.exec('create table public.batch_probe (id int primary key, note text)');
});
afterAll(async () => {
  await server?.stop();
});

const count = async () => Number((await server.db.query<{ n: string }>('select count(*)::text as n from public.batch_probe')).rows[0].n);

describe('db.batch', () => {
  it("answers each statement's rows in order", async () => {
    const results = await server.db.batch([
      { sql: 'select $1::int + 1 as n', params: [41] },
      { sql: 'select $1::text as a, $2::text as b', params: ['x', null] },
    ]);
    expect(results.map((r) => r.rows)).toEqual([[{ n: 42 }], [{ a: 'x', b: null }]]);
  });

  it('converts booleans, dates, arrays and objects as the pg driver does', async () => {
    const [r] = await server.db.batch([
      {
        sql: "select $1::boolean as yes, $2::timestamptz = $3::timestamptz as same, ($4::text[])[2] as second, ($5::jsonb)->>'k' as k",
        params: [true, new Date('2026-01-02T03:04:05Z'), '2026-01-02T03:04:05Z', ['a', 'b,c'], { k: 'v' }],
      },
    ]);
    expect(r.rows[0]).toEqual({ yes: true, same: true, second: 'b,c', k: 'v' });
  });

  it('runs in one transaction: local settings carry to the next statement and end with it', async () => {
    const [, second] = await server.db.batch([
      { sql: "select set_config('request.probe', 'seen', true)" },
      { sql: "select current_setting('request.probe', true) as v" },
    ]);
    expect(second.rows[0]).toEqual({ v: 'seen' });
    const after = await server.db.query<{ v: string | null }>("select nullif(current_setting('request.probe', true), '') as v");
    expect(after.rows[0].v).toBeNull();
  });

  it('counts affected rows per statement', async () => {
    const [a, b] = await server.db.batch([
      { sql: "insert into public.batch_probe values (1, 'one'), (2, 'two')" },
      { sql: "update public.batch_probe set note = 'x' where id = 1" },
    ]);
    expect([a.affectedRows, b.affectedRows]).toEqual([2, 1]);
    await server.db.exec('delete from public.batch_probe');
  });

  it('rolls back every statement when a later one fails, with the SQLSTATE', async () => {
    const failing = server.db.batch([
      { sql: "insert into public.batch_probe values (10, 'kept?')" },
      { sql: "insert into public.batch_probe values (10, 'duplicate')" },
    ]);
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(0);
  });

  it('rolls back when accept() throws, and commits when it returns', async () => {
    const insert = { sql: "insert into public.batch_probe values (20, 'maybe') returning id" };
    await expect(
      server.db.batch([insert], {
        accept: () => {
          throw new Error('not this one');
        },
      }),
    ).rejects.toThrow('not this one');
    expect(await count()).toBe(0);

    const seen: unknown[] = [];
    await server.db.batch([insert], { accept: (results) => seen.push(results[0].rows) });
    expect(seen).toEqual([[{ id: 20 }]]);
    expect(await count()).toBe(1);
    await server.db.exec('delete from public.batch_probe');
  });

  it('rolls back when a statement fails before accept() is reached', async () => {
    let called = false;
    await expect(
      server.db.batch([{ sql: "insert into public.batch_probe values (30, 'a')" }, { sql: 'select 1/0' }], { accept: () => (called = true) }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(called).toBe(false);
    expect(await count()).toBe(0);
    // The connection is usable afterwards.
    expect((await server.db.query<{ ok: number }>('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
  });

  it('parses a prepared statement once per session and only binds it afterwards', async () => {
    const sql = 'select $1::int * 2 as doubled';
    const mine = { sql: "select count(*)::int as n from pg_prepared_statements where statement = 'select $1::int * 2 as doubled'" };
    const first = await server.db.batch([{ sql, params: [2], prepare: true }, mine]);
    const second = await server.db.batch([{ sql, params: [5], prepare: true }, mine]);
    expect([first[0].rows, second[0].rows]).toEqual([[{ doubled: 4 }], [{ doubled: 10 }]]);
    expect([first[1].rows, second[1].rows]).toEqual([[{ n: 1 }], [{ n: 1 }]]);
  });

  it('parses prepared statements anew when the session lost them or their result type changed', async () => {
    const star = { sql: 'select * from public.batch_probe order by id', prepare: true };
    await server.db.exec("insert into public.batch_probe values (50, 'fifty')");
    expect((await server.db.batch([star]))[0].rows).toEqual([{ id: 50, note: 'fifty' }]);
    await server.db.batch([{ sql: 'deallocate all' }]);
    expect((await server.db.batch([star]))[0].rows).toEqual([{ id: 50, note: 'fifty' }]);
    await server.db.exec('alter table public.batch_probe add column extra int default 7');
    expect((await server.db.batch([star], { accept: () => {} }))[0].rows).toEqual([{ id: 50, note: 'fifty', extra: 7 }]);
    await server.db.exec('alter table public.batch_probe drop column extra; delete from public.batch_probe');
  });

  it('runs as the caller, read-only when asked', async () => {
    await server.db.exec('grant select, insert on public.batch_probe to authenticated');
    const caller = callerStatement({ role: 'authenticated', claims: { sub: '00000000-0000-0000-0000-000000000001', role: 'authenticated' } }, {}, { readOnly: true });
    const [, who] = await server.db.batch([caller, { sql: "select current_user as u, auth.uid()::text as uid, current_setting('transaction_read_only') as ro" }]);
    expect(who.rows[0]).toEqual({ u: 'authenticated', uid: '00000000-0000-0000-0000-000000000001', ro: 'on' });
    await expect(server.db.batch([caller, { sql: "insert into public.batch_probe values (40, 'no')" }])).rejects.toMatchObject({ code: '25006' });
    expect(await count()).toBe(0);
  });
});

// The wire itself (PostgreSQL only): a prepared statement whose columns are known is bound without a Describe,
// and its rows still come with their names and types; a statement whose result type changed is described anew.
const pgUrl = process.env.LOCAL_SUPABASE_TEST_PG_URL;
describe.skipIf(!pgUrl)('runPostgresBatch on the wire', () => {
  it('describes a prepared statement once, then reads its rows from the columns it remembers', async () => {
    const pg = (await import('pg')).default;
    const { runPostgresBatch } = await import('../src/db/postgres-batch.ts');
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      const connection = (client as unknown as { connection: { describe(c: object): void } }).connection;
      const describe = connection.describe.bind(connection);
      let described = 0;
      connection.describe = (c: object) => (described++, describe(c));
      await client.query('create temporary table wire_probe (id int, note text, at timestamptz)');
      await client.query("insert into wire_probe values (1, 'one', '2026-11-29T04:00:00Z'), (2, null, null)");
      const read = { sql: 'select * from wire_probe where id >= $1 order by id', params: [1], prepare: true };
      const first = await runPostgresBatch(client, [read], pg.types, 0);
      const second = await runPostgresBatch(client, [read, { sql: 'select $1::int as n', params: [7] }], pg.types, 0);
      expect(described).toBe(2); // the prepared read once; the unprepared statement each time
      for (const [r] of [first, second]) {
        expect(r.rows).toEqual([
          { id: 1, note: 'one', at: new Date('2026-11-29T04:00:00Z') },
          { id: 2, note: null, at: null },
        ]);
        expect(r.affectedRows).toBe(2);
      }
      expect(second[1].rows).toEqual([{ n: 7 }]);

      await client.query('alter table wire_probe add column extra int default 5');
      const [after] = await runPostgresBatch(client, [read], pg.types, 0);
      expect(after.rows[0]).toEqual({ id: 1, note: 'one', at: new Date('2026-11-29T04:00:00Z'), extra: 5 });
      expect(described).toBe(3);
    } finally {
      await client.end();
    }
  });
});
