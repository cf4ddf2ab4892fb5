export interface Stats {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
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
  return { requests: latencies.length, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}
