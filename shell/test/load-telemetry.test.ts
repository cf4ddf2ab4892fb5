// @vitest-environment node
/** Load telemetry through the shell's api file against a real local-supabase: what a member's and a visitor's tab report. */
import type { DivaClient } from '@diva/core';
import { type LocalSupabase, type Member, anonClient, serviceClient, signUpMember, startTestServer } from '@diva/test-utils/backend';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RemoteLoadInput, type TelemetryTarget, createRemoteLoadReporter, reportRemoteLoad } from '../src/features/load-telemetry/api/report-remote-load.ts';

let server: LocalSupabase;
let ada: Member;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Telemetry');
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const as = (client: unknown): TelemetryTarget => ({ url: server.url, anonKey: server.anonKey, client: client as DivaClient });

const load = (overrides: Partial<RemoteLoadInput> = {}): RemoteLoadInput => ({
  environment: 'production',
  area: 'feed',
  release: '1.0.0-abc123',
  cohort: 'stable',
  phase: 'render',
  ok: true,
  durationMs: 420,
  retries: 0,
  ...overrides,
});

async function storedLoads(release: string) {
  const { data, error } = await serviceClient(server)
    .from('remote_loads')
    .select('environment, area, release, cohort, phase, ok, duration_ms, retries, error_code, member_id')
    .eq('release', release)
    .order('id');
  if (error) throw error;
  return data;
}

describe('report_remote_load from the shell', () => {
  it("stores a member's successful load and a visitor's failed one, the member named by the server", async () => {
    await reportRemoteLoad(load({ release: '1.0.0-tele1' }), as(ada.client));
    await reportRemoteLoad(
      load({ release: '1.0.0-tele1', cohort: 'canary', phase: 'expose', ok: false, retries: 3, errorCode: 'RUNTIME-008', durationMs: 1900 }),
      as(anonClient(server)),
    );
    expect(await storedLoads('1.0.0-tele1')).toEqual([
      { environment: 'production', area: 'feed', release: '1.0.0-tele1', cohort: 'stable', phase: 'render', ok: true, duration_ms: 420, retries: 0, error_code: null, member_id: ada.id },
      { environment: 'production', area: 'feed', release: '1.0.0-tele1', cohort: 'canary', phase: 'expose', ok: false, duration_ms: 1900, retries: 3, error_code: 'RUNTIME-008', member_id: null },
    ]);
  });

  it('goes out as a keepalive request, so a report sent as the page is left still arrives', async () => {
    const requests: RequestInit[] = [];
    const recording: typeof fetch = (url, init) => (requests.push(init ?? {}), fetch(url, init));
    await reportRemoteLoad(load({ release: '1.0.0-keep1' }), as(ada.client), recording);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.keepalive).toBe(true);
    expect(await storedLoads('1.0.0-keep1')).toMatchObject([{ release: '1.0.0-keep1', member_id: ada.id }]);
  });

  it('refuses a malformed report before it leaves the browser', async () => {
    await expect(reportRemoteLoad(load({ cohort: 'beta' as 'stable' }), as(ada.client))).rejects.toThrow();
    await expect(reportRemoteLoad(load({ durationMs: -1 }), as(ada.client))).rejects.toThrow();
  });
});

describe('the reporter the registry calls', () => {
  it('holds reports until the first content, then sends each with the environment; failures stay silent', async () => {
    let settle!: () => void;
    const firstContent = new Promise<void>((resolve) => (settle = resolve));
    const sent: RemoteLoadInput[] = [];
    const send = vi.fn(async (input: RemoteLoadInput) => {
      sent.push(input);
      if (input.area === 'who') throw new Error('offline');
    });
    const report = createRemoteLoadReporter('preview-7', () => firstContent, send);
    report({ area: 'who', release: 'override', cohort: 'override', phase: 'entry', ok: false, durationMs: 10, retries: 3, errorCode: 'ScriptNetworkError' });
    report({ area: 'feed', release: '2.0.0-bbb', cohort: 'canary', phase: 'render', ok: true, durationMs: 812, retries: 0 });
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
    settle();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ environment: 'preview-7', area: 'feed', release: '2.0.0-bbb', cohort: 'canary', phase: 'render', ok: true, durationMs: 812, retries: 0 });
  });

  it('sends what waits at once when the page is left before its first content', () => {
    let leave!: () => void;
    const sent: RemoteLoadInput[] = [];
    const report = createRemoteLoadReporter('production', () => new Promise<void>(() => undefined), async (input) => void sent.push(input), (flushNow) => (leave = flushNow));
    report({ area: 'feed', release: '1.0.0-left', cohort: 'stable', phase: 'entry', ok: false, durationMs: 5, retries: 3, errorCode: 'ChunkLoadError' });
    expect(sent).toHaveLength(0);
    leave();
    expect(sent.map((input) => input.release)).toEqual(['1.0.0-left']);
    // Once the page is being left, a later report goes out as it comes.
    report({ area: 'feed', release: '1.0.0-left2', cohort: 'stable', phase: 'render', ok: true, durationMs: 9, retries: 0 });
    expect(sent.map((input) => input.release)).toEqual(['1.0.0-left', '1.0.0-left2']);
  });

  it('sends real reports to the database once the first content is there', async () => {
    const report = createRemoteLoadReporter('production', () => Promise.resolve(), (input) => reportRemoteLoad(input, as(ada.client)));
    report({ area: 'feed', release: '1.0.0-tele2', cohort: 'override', phase: 'render', ok: true, durationMs: 77, retries: 1 });
    await vi.waitFor(async () => expect(await storedLoads('1.0.0-tele2')).toHaveLength(1));
  });
});
