// @vitest-environment node
/** The Releases tab's request against a real local-supabase: the admin reads the load health, a member cannot. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchReleaseHealth } from '../../src/features/release-health/api/get-release-health.ts';
import { DataError, type DivaClient } from '@diva/core';
import { anonClient, type LocalSupabase, makeAdmin, type Member, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let admin: Member;
let maya: Member;
const as = (member: Member) => member.client as unknown as DivaClient;

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya Member');
  admin = await makeAdmin(server, await signUpMember(server, 'Grace Admin'));
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('release health', () => {
  it("gives the admin the loads the shell reported, per environment, area, release and cohort", async () => {
    const report = (client: typeof maya.client, ok: boolean, ms: number) =>
      client.rpc('report_remote_load', {
        p_environment: 'production', p_area: 'feed', p_release: '2.0.0-0123456789', p_cohort: 'canary',
        p_phase: ok ? 'render' : 'entry', p_ok: ok, p_duration_ms: ms, p_retries: ok ? 0 : 2, ...(ok ? {} : { p_error_code: 'RUNTIME-003' }),
      });
    expect((await report(maya.client, true, 300)).error).toBeNull();
    expect((await report(anonClient(server), false, 900)).error).toBeNull();
    const rows = await fetchReleaseHealth(as(admin));
    expect(rows).toEqual([
      expect.objectContaining({ environment: 'production', area: 'feed', release: '2.0.0-0123456789', cohort: 'canary', loads: 2, errors: 1, error_rate: 0.5, p50_ms: 300, retries: 2 }),
    ]);
    // Loads older than the window are not shown.
    expect(await fetchReleaseHealth(as(admin), new Date(Date.now() + 2 * 86_400_000))).toEqual([]);
  });

  it('refuses a member', async () => {
    await expect(fetchReleaseHealth(as(maya))).rejects.toBeInstanceOf(DataError);
  });
});
