/**
 * Waiting for PostgreSQL's answer without going to sleep, for a request that has the database to itself.
 *
 * A REST read at one client wakes the server twice: when the request arrives and when PostgreSQL answers. Each
 * time the process left the core, and the backend that ran in between (or the client) pushed its code and data
 * out of the caches: on the two-core bench machine the same JavaScript cost the server 0.2 ms of CPU per read
 * against 0.05 ms with the answer replayed from memory (issue 35, local-supabase/README.md). Turning the event loop
 * with setImmediate keeps the process running and polling its sockets (libuv polls without blocking while an
 * immediate is pending), so the answer is read the moment it lands, on a warm core. Timers, other sockets and
 * realtime keep being served between turns.
 *
 * It costs CPU that is otherwise idle: at most `maxMs` per lone batch. Runtimes built for latency spin briefly
 * before sleeping in the same way (Linux's SO_BUSY_POLL on sockets, Go's scheduler). It never starts while other
 * batches are in flight, since the cores are then busy with useful work; a batch that begins while another spins
 * stops that spin.
 */
export interface BusyWait {
  /** `pending`, with the event loop kept turning until it settles or `maxMs` pass, when `alone()` says so. */
  <T>(pending: Promise<T>): Promise<T>;
}

export function createBusyWait(maxMs: number, alone: () => boolean): BusyWait {
  let stopCurrent: (() => void) | null = null;
  return <T>(pending: Promise<T>): Promise<T> => {
    if (!(maxMs > 0)) return pending;
    if (!alone()) {
      stopCurrent?.();
      return pending;
    }
    let turning = true;
    const stop = () => {
      turning = false;
      if (stopCurrent === stop) stopCurrent = null;
    };
    stopCurrent?.();
    stopCurrent = stop;
    const until = performance.now() + maxMs;
    const turn = () => {
      if (!turning) return;
      if (performance.now() < until) setImmediate(turn);
      else stop();
    };
    setImmediate(turn);
    return pending.finally(stop);
  };
}
