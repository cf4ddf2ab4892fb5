import { type DivaClient, getSupabase, getSupabaseSettings, z } from '@diva/core';
import { LOAD_PHASES, type RemoteLoadReport } from '../../../remotes/load-record.ts';

export const remoteLoadInput = z.object({
  environment: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,62}$/)),
  area: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/)),
  release: z.string().check(z.regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,119}$/)),
  cohort: z.enum(['stable', 'canary', 'override']),
  phase: z.enum(LOAD_PHASES),
  ok: z.boolean(),
  durationMs: z.int().check(z.minimum(0), z.maximum(600_000)),
  retries: z.int().check(z.minimum(0), z.maximum(100)),
  errorCode: z.optional(z.string().check(z.regex(/^[0-9A-Za-z_.:-]{1,100}$/))),
});
export type RemoteLoadInput = z.infer<typeof remoteLoadInput>;

/** Where a report goes: the backend's URL and anon key, and the client whose session signs it. */
export interface TelemetryTarget {
  url: string;
  anonKey: string;
  client: DivaClient;
}

const shellTarget = (): TelemetryTarget => ({ ...getSupabaseSettings(), client: getSupabase() });

/**
 * Stores one remote load (`report_remote_load`); the server sets who and when. Sent with `fetch(…, { keepalive:
 * true })`, so a report still queued when the member navigates away or closes the tab reaches the server
 * (`sendBeacon` cannot carry her access token).
 */
export async function reportRemoteLoad(input: RemoteLoadInput, target: TelemetryTarget = shellTarget(), fetchImpl: typeof fetch = fetch): Promise<void> {
  const load = remoteLoadInput.parse(input);
  const { data } = await target.client.auth.getSession();
  const response = await fetchImpl(`${target.url}/rest/v1/rpc/report_remote_load`, {
    method: 'POST',
    keepalive: true,
    headers: {
      apikey: target.anonKey,
      Authorization: `Bearer ${data.session?.access_token ?? target.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      p_environment: load.environment,
      p_area: load.area,
      p_release: load.release,
      p_cohort: load.cohort,
      p_phase: load.phase,
      p_ok: load.ok,
      p_duration_ms: load.durationMs,
      p_retries: load.retries,
      p_error_code: load.errorCode ?? null,
    }),
  });
  if (!response.ok) throw new Error(`report_remote_load answered ${response.status}: ${await response.text()}`);
}

/**
 * A reporter for the registry: loads wait in a queue until `after` settles (the page's first content), then go
 * out, off the critical path. When the page is left first (`onLeave`: pagehide), the queue goes out at once: the
 * first paint no longer matters and keepalive requests outlive the page. A failure is dropped silently:
 * telemetry never troubles a member.
 */
export function createRemoteLoadReporter(
  environment: string,
  after: () => Promise<void>,
  send: (input: RemoteLoadInput) => Promise<void> = (input) => reportRemoteLoad(input),
  onLeave: (flushNow: () => void) => void = (flushNow) => globalThis.addEventListener?.('pagehide', flushNow),
): (report: RemoteLoadReport) => void {
  const queue: RemoteLoadInput[] = [];
  let ready = false;
  let waiting: Promise<void> | null = null;
  const sendAll = () => {
    for (const input of queue.splice(0)) void send(input).catch(() => undefined);
  };
  const go = () => {
    ready = true;
    sendAll();
  };
  onLeave(go);
  return (report) => {
    const parsed = remoteLoadInput.safeParse({ environment, ...report });
    if (!parsed.success) return;
    queue.push(parsed.data);
    if (ready) sendAll();
    else
      waiting ??= after().then(go, go);
  };
}
