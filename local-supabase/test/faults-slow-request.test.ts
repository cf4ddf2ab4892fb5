// Faults: a slow request answers 57014 after its role's statement timeout, as on hosted
// Supabase, its writes do not commit, and it does not stall what needs no database.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { untilStatementRuns } from '../src/testing/db-activity.ts';
import { callerStatement, withRoleTimeout } from '../src/db/request-context.ts';
import { anonClient, startTestServer } from './helpers.ts';
import { clientWithToken, closeClients, createMember, RawSocket, type Member } from './realtime-helpers.ts';

let server: LocalSupabase;
let member: Member;
const onPglite = !process.env.DATABASE_URL;

/** Sets a role's statement_timeout for this database only (role settings are cluster-wide on PostgreSQL). */
async function setRoleTimeout(role: string, value: string) {
  await server.db.exec(`do $$ begin
    execute format('alter role ${role} in database %I set statement_timeout = %L', current_database(), '${value}');
  end $$`);
  await server.reloadSchema();
}

beforeAll(async () => {
  server = await startTestServer();
  await server.db.exec(`
    create function public.request_timeout() returns text language sql stable as $$ select current_setting('statement_timeout') $$;
    grant execute on function public.request_timeout() to anon, authenticated;
    create function public.slow_write(label text, seconds float8) returns int language plpgsql security definer set search_path = '' as $$
    begin
      insert into public.settings (key, value) values (label, 'written');
      perform pg_sleep(seconds);
      return 1;
    end $$;
    grant execute on function public.slow_write(text, float8) to anon, authenticated;
    insert into public.settings (key, value) values ('greeting', 'hello');`);
  member = await createMember(server, 'slowpoke');
  await setRoleTimeout('anon', '1s');
  await setRoleTimeout('authenticated', '1500ms');
});

afterAll(async () => {
  await closeClients();
  await server?.db.exec(`do $$ begin
    execute format('alter role anon in database %I reset statement_timeout', current_database());
    execute format('alter role authenticated in database %I reset statement_timeout', current_database());
  end $$`);
  await server?.stop();
});

/** Starts the work now (supabase-js sends on then()) and times it. */
const timed = async <T>(work: PromiseLike<T>) => {
  const t = performance.now();
  const value = await work;
  return { value, ms: performance.now() - t };
};

describe('statement timeouts per role', () => {
  it("sets hosted Supabase's timeouts on the API roles: anon 3 s, authenticated 8 s", async () => {
    const { rows } = await server.db.query<{ rolname: string; setconfig: string[] }>(
      `select r.rolname, s.setconfig from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
       where s.setdatabase = 0 and r.rolname in ('anon', 'authenticated') order by r.rolname`,
    );
    expect(rows.map((r) => [r.rolname, r.setconfig.find((c) => c.startsWith('statement_timeout='))])).toEqual([
      ['anon', 'statement_timeout=3s'],
      ['authenticated', 'statement_timeout=8s'],
    ]);
  });

  it("gives each request its role's statement_timeout, as read with the schema (no catalogue lookup per request)", async () => {
    expect((await anonClient(server).rpc('request_timeout')).data).toBe('1s');
    expect((await clientWithToken(server, member.token).rpc('request_timeout')).data).toBe('1500ms');
    // The caller statement the drivers send carries the value instead of reading pg_db_role_setting.
    const caller = callerStatement({ role: 'authenticated', claims: { sub: member.id, role: 'authenticated' } }, {}, { readOnly: true });
    const given = withRoleTimeout(caller, '1500ms');
    expect(caller.sql).toContain('pg_db_role_setting');
    expect(given.sql).not.toContain('pg_db_role_setting');
    const [, { rows }] = await server.db.batch([{ ...given, caller: undefined }, { sql: "select current_setting('statement_timeout') as t" }]);
    expect(rows[0]).toEqual({ t: '1500ms' });
  });

  it('answers a request that outlasts its role timeout with 57014, as PostgREST does, and commits nothing', async () => {
    const { value, ms } = await timed(anonClient(server).rpc('slow_write', { label: 'timed-out', seconds: 2.5 }));
    expect(value.status).toBe(500);
    expect(value.error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout', details: null, hint: null });
    expect(ms).toBeGreaterThan(900);
    expect(ms).toBeLessThan(2400);
    // On PGlite this waits for the statement to end in the database thread; it must not have committed.
    const { rows } = await server.db.query("select count(*)::int as n from public.settings where key = 'timed-out'");
    expect(rows[0].n).toBe(0);
  });

  it('lets a request that ends within its timeout commit', async () => {
    const { error } = await clientWithToken(server, member.token).rpc('slow_write', { label: 'in-time', seconds: 0.2 });
    expect(error).toBeNull();
    const { rows } = await server.db.query("select count(*)::int as n from public.settings where key = 'in-time'");
    expect(rows[0].n).toBe(1);
  });

  it('keeps health checks, token checks and realtime answering while a slow request runs', async () => {
    const socket = await RawSocket.open(server);
    // The server runs in this process: a statement that blocked its thread would show here as a stalled loop.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const slow = timed(clientWithToken(server, member.token).rpc('slow_write', { label: 'beside', seconds: 2.5 }));
    await untilStatementRuns(server.db, 'slow_write');
    const health = await timed(fetch(`${server.url}/health`));
    const authHealth = await timed(fetch(`${server.url}/auth/v1/health`, { headers: { apikey: server.anonKey } }));
    const badToken = await timed(fetch(`${server.url}/rest/v1/settings`, { headers: { apikey: server.anonKey, authorization: 'Bearer not.a.jwt' } }));
    const heartbeat = await timed(socket.reply(socket.send('phoenix', 'heartbeat', {})));
    socket.close();
    const read = timed(anonClient(server).from('settings').select('value').eq('key', 'greeting').single());
    for (const r of [health, authHealth, badToken, heartbeat]) expect(r.ms).toBeLessThan(500);
    expect(health.value.status).toBe(200);
    expect(authHealth.value.status).toBe(200);
    expect(badToken.value.status).toBe(401);
    expect(heartbeat.value.payload.status).toBe('ok');

    const { value: slowReply, ms: slowMs } = await slow;
    loopDelay.disable();
    expect(loopDelay.max / 1e6).toBeLessThan(500);
    expect(slowReply.error?.code).toBe('57014');
    expect(slowMs).toBeLessThan(2400);
    const { value: readReply, ms: readMs } = await read;
    expect(readReply.data).toEqual({ value: 'hello' });
    // PostgreSQL serves the read on another connection; PGlite's single connection serves it once the slow
    // statement has ended there (PGlite cannot interrupt a running statement).
    expect(readMs).toBeLessThan(onPglite ? 3000 : 500);
  });
});
