// The statistics every bench prints: medians, percentiles, and timings of calls in a row or under load.

const ascending = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

/** The middle value (the upper of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  return values.length ? ascending(values)[Math.floor(values.length / 2)]! : Number.NaN;
}

/** The nearest-rank percentile: the smallest value with at least p % of the values at or below it; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  return ascending(values)[Math.min(values.length - 1, Math.max(0, Math.ceil((p / 100) * values.length) - 1))]!;
}

export interface Timed {
  /** Milliseconds of each timed call, in order. */
  ms: number[];
  /** What `requestCount` grew by during the last call (0 without one): the requests one call costs. */
  requests: number;
}

/** Calls `fn` `runs` times in a row, after `warmUp` untimed calls. */
export async function timeRuns(runs: number, fn: () => unknown, options: { warmUp?: number; requestCount?: () => number } = {}): Promise<Timed> {
  const count = options.requestCount ?? (() => 0);
  for (let i = 0; i < (options.warmUp ?? 0); i += 1) await fn();
  const timed: Timed = { ms: [], requests: 0 };
  for (let i = 0; i < runs; i += 1) {
    const before = count();
    const started = performance.now();
    await fn();
    timed.ms.push(performance.now() - started);
    timed.requests = count() - before;
  }
  return timed;
}

export interface Load {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  /** Every latency (ms): to pool several slices. */
  latencies: number[];
}

const load = (latencies: number[], seconds: number): Load => ({
  requests: latencies.length,
  seconds,
  perSecond: latencies.length / seconds,
  p50: percentile(latencies, 50),
  p95: percentile(latencies, 95),
  latencies,
});

/** Runs `op` from `concurrency` loops (numbered, for per-loop connections) for `seconds`: throughput and latency (ms). */
export async function measureLoad(concurrency: number, seconds: number, op: (worker: number) => Promise<void>): Promise<Load> {
  const latencies: number[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < end) {
        const t = performance.now();
        await op(worker);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return load(latencies, (performance.now() - start) / 1000);
}

/** Several slices' figures as one: throughput over their whole time, percentiles over all their latencies. */
export function poolLoads(slices: readonly Load[]): Load {
  return load(
    slices.flatMap((s) => s.latencies),
    slices.reduce((n, s) => n + s.seconds, 0),
  );
}
