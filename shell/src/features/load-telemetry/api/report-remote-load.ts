import { type DivaClient, getSupabase, z } from '@diva/core';
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

/** Stores one remote load (`report_remote_load`); the server sets who and when. */
export async function reportRemoteLoad(input: RemoteLoadInput, client: DivaClient = getSupabase()): Promise<void> {
  const load = remoteLoadInput.parse(input);
  const { error } = await client.rpc('report_remote_load', {
    p_environment: load.environment,
    p_area: load.area,
    p_release: load.release,
    p_cohort: load.cohort,
    p_phase: load.phase,
    p_ok: load.ok,
    p_duration_ms: load.durationMs,
    p_retries: load.retries,
    p_error_code: load.errorCode,
  });
  if (error) throw error;
}

/**
 * A reporter for the registry: loads wait in a queue until `after` settles (the page's first content), then go
 * out one by one, off the critical path. A failure is dropped silently: telemetry never troubles a member.
 */
export function createRemoteLoadReporter(
  environment: string,
  after: () => Promise<void>,
  send: (input: RemoteLoadInput) => Promise<void> = (input) => reportRemoteLoad(input),
): (report: RemoteLoadReport) => void {
  const queue: RemoteLoadInput[] = [];
  let flushing: Promise<void> | null = null;
  const flush = async () => {
    await after();
    while (queue.length > 0) await send(queue.shift()!).catch(() => undefined);
    flushing = null;
  };
  return (report) => {
    const parsed = remoteLoadInput.safeParse({ environment, ...report });
    if (!parsed.success) return;
    queue.push(parsed.data);
    flushing ??= flush();
  };
}
