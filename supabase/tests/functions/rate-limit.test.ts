/**
 * The AI functions' rate limit in the database (public.ai_rate_limit_hit): one member's concurrent counts are
 * serialised by her row's lock, so two function instances cannot both take her last call. Needs real
 * concurrency: PostgreSQL only (LOCAL_SUPABASE_TEST_PG_URL, as `npm test -w @diva/supabase` sets it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL, signUpMember, startTestServer, type LocalSupabase } from '@diva/test-utils/backend';
import { untilWaitingOnLock } from 'local-supabase/testing';

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe.skipIf(!PG_URL)('ai_rate_limit_hit under concurrency (PostgreSQL)', () => {
  it("makes a member's concurrent call wait for the other to commit, then counts both", async () => {
    const member = await signUpMember(server, 'Concurrent Member');
    const asMember = `select set_config('request.jwt.claims', $1, true)`;
    const claims = JSON.stringify({ sub: member.id, role: 'authenticated' });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let firstCounted!: () => void;
    const counted = new Promise<void>((resolve) => (firstCounted = resolve));

    // One call already counted (her row exists), so what serialises the next two is the row lock.
    const hit = (tx: { query: LocalSupabase['db']['query'] }) =>
      tx.query<{ wait: number }>('select public.ai_rate_limit_hit($1::uuid, 2, 60) as wait', [member.id]);
    await server.db.transaction(async (tx) => {
      await tx.query(asMember, [claims]);
      expect((await hit(tx)).rows[0].wait).toBe(0);
    });
    // The second call counts and keeps its transaction open; the third runs meanwhile on another connection.
    const first = server.db.transaction(async (tx) => {
      await tx.query(asMember, [claims]);
      const { rows } = await hit(tx);
      firstCounted();
      await released;
      return rows[0].wait;
    });
    await counted;
    let secondDone = false;
    const second = server.db
      .transaction(async (tx) => {
        await tx.query(asMember, [claims]);
        return (await hit(tx)).rows[0].wait;
      })
      .finally(() => (secondDone = true));
    await untilWaitingOnLock(server.db);
    expect(secondDone).toBe(false); // waiting on the first call's row lock
    release();
    expect(await first).toBe(0);
    expect(await second).toBeGreaterThan(0); // her two calls a minute are taken
  });
});
