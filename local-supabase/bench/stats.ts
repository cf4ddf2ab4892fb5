export interface Stats {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  /** Every latency (ms), sorted: to pool several slices. */
  latencies: number[];
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `op` from `concurrency` loops (numbered, for per-loop connections) for `seconds` and reports throughput and latency percentiles (ms). */
export async function measure(concurrency: number, seconds: number, op: (worker: number) => Promise<void>): Promise<Stats> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < end) {
        const t = performance.now();
        await op(worker);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, seconds: elapsed, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), latencies };
}

/** Several slices' figures as one: throughput over their whole time, percentiles over all their latencies. */
export function pool(slices: Stats[]): Stats {
  const latencies = slices.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = slices.reduce((n, s) => n + s.seconds, 0);
  return { requests: latencies.length, seconds, perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), latencies };
}
