/**
 * LOCAL_SUPABASE_TRACE=1: high-resolution timestamps of the points a request passes (request parsed, JWT
 * done, batch written to the database, first byte back, last byte back, response written…), for the bench's
 * breakdown of a REST read (`BENCH_TRACE=1 npm run bench:backend`). One request at a time (the bench traces
 * at one client): a second request that starts while one is traced is not traced. Off, each point is a test
 * of a constant.
 *
 * Times are CLOCK_MONOTONIC in microseconds (process.hrtime), the same clock in every process and thread of
 * the machine, so the load generator's send and receive line up with the server's points.
 */
export const TRACE = process.env.LOCAL_SUPABASE_TRACE === '1';

/** Microseconds on the machine's monotonic clock. */
export const traceNow = (): number => Number(process.hrtime.bigint()) / 1000;

export type TracePoints = Record<string, number>;

let current: TracePoints | null = null;
let finished: TracePoints[] = [];
const MAX_KEPT = 100_000;

/** Starts tracing a request (or a direct query); false when one is already being traced. */
export function traceStart(point: string, fields: TracePoints = {}): boolean {
  if (current) return false;
  current = { ...fields, [point]: traceNow() };
  return true;
}

/** Marks a point of the traced request, once (the first time it is passed). */
export function trace(point: string, at = traceNow()): void {
  if (current && !(point in current)) current[point] = at;
}

/** Several points timed elsewhere (the PGlite thread's). */
export function traceAll(points: TracePoints | undefined): void {
  if (current && points) for (const [k, v] of Object.entries(points)) if (!(k in current)) current[k] = v;
}

export function traceEnd(point: string): void {
  if (!current) return;
  trace(point);
  if (finished.length < MAX_KEPT) finished.push(current);
  current = null;
}

/** The traces finished since the last call. */
export function takeTraces(): TracePoints[] {
  const out = finished;
  finished = [];
  current = null;
  return out;
}
