/**
 * The PGlite driver, as seen from the server's thread: PGlite itself runs in a worker thread
 * (pglite-thread.ts), so a slow statement no longer stops health checks, token checks, realtime heartbeats
 * and every other answer that needs no database. Calls still reach the single connection one at a time.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';
import { rebuildError, STATEMENT_TIMEOUT_MESSAGE, type PgliteThreadData, type Request, type Response } from './pglite-protocol.ts';
import { roleTimeoutCache } from './role-timeouts.ts';
import { withRoleTimeout } from './request-context.ts';
import { TRACE, trace, traceAll } from '../trace.ts';
import type { BatchOptions, Db, Queryable, QueryResult, Statement, TransactionOptions } from './types.ts';

/** PGlite is one connection: a db.* call made inside a transaction callback would wait for itself forever. */
const insideTransaction = new AsyncLocalStorage<true>();

function guard() {
  if (insideTransaction.getStore()) {
    throw new Error('local-supabase: db.query() called inside a transaction; use the transaction handle');
  }
}

export interface PgliteDb extends Db {
  /** An uncompressed tarball of the data directory, to open copies quickly (loadDataDir). */
  dump(): Promise<Blob>;
}

interface Pending {
  /** Not a priority call: counted by busy(). */
  normal?: boolean;
  resolve(value: unknown): void;
  reject(error: Error): void;
  started?(): void;
  held?(results: QueryResult[]): void;
}

type Call = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

const timeoutError = () => Object.assign(new Error(STATEMENT_TIMEOUT_MESSAGE), { code: '57014', severity: 'ERROR' });

/**
 * Opens an on-disk data directory, or an in-memory database ('memory'), optionally from a dump (an uncompressed
 * tarball). The dump is shared memory: the thread reads it in place, so a process that opens many databases
 * from one dump (a test run) neither copies nor re-reads tens of megabytes each time (copying it through a Blob
 * cost Node 20 about 2 s of CPU per open: profiled).
 */
export async function openPglite(location: string, snapshot?: SharedArrayBuffer): Promise<PgliteDb> {
  const cancel = new SharedArrayBuffer(4);
  const cancelled = new Int32Array(cancel);
  const workerData: PgliteThreadData = { entry: new URL('./pglite-thread.ts', import.meta.url).href, location, snapshot, cancel };
  const worker = new Worker(new URL('./thread-boot.mjs', import.meta.url), { workerData });

  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let dead: Error | null = null;
  let normalCalls = 0;

  // Alive while a call is outstanding, so a script awaiting the database does not end early.
  const keepAlive = () => (pending.size ? worker.ref() : worker.unref());

  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', (m: Response) => {
    if ('notify' in m) {
      for (const cb of listeners.get(m.notify) ?? []) cb(m.payload);
    } else if ('started' in m) {
      pending.get(m.started)?.started?.();
    } else if ('held' in m) {
      pending.get(m.held)?.held?.(m.results);
    } else {
      if (TRACE) {
        trace('db.last');
        if (m.ok) traceAll(m.trace);
      }
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (p?.normal) normalCalls--;
      keepAlive();
      if (m.ok) p?.resolve(m.value);
      else p?.reject(rebuildError(m.error));
    }
  });
  const fail = (e: Error) => {
    dead = e;
    for (const p of pending.values()) p.reject(e);
    pending.clear();
    normalCalls = 0;
  };
  worker.on('error', (e) => fail(new Error(`local-supabase: the PGlite thread failed: ${e.stack ?? e}`)));
  worker.on('exit', (code) => fail(new Error(`local-supabase: the PGlite thread exited (${code})`)));

  const send = (call: Call, handlers: Omit<Pending, 'resolve' | 'reject'> & Pick<Pending, 'resolve' | 'reject'>): number => {
    if (dead) {
      handlers.reject(dead);
      return -1;
    }
    const id = nextId++;
    const normal = !('priority' in call && call.priority);
    if (normal) normalCalls++;
    pending.set(id, { ...handlers, normal });
    keepAlive();
    if (TRACE) trace('db.call');
    worker.postMessage({ ...call, id });
    if (TRACE) trace('db.written');
    return id;
  };
  const call = <T = unknown>(c: Call): Promise<T> =>
    new Promise<T>((resolve, reject) => void send(c, { resolve: resolve as (v: unknown) => void, reject }));

  await ready;

  // Statement timeouts per role, from `ALTER ROLE … SET statement_timeout` (read again after a schema reload):
  // the driver applies them itself, and the caller statement carries its role's setting.
  const timeouts = roleTimeoutCache(() => call<QueryResult<{ role: string; value: string | null }>>({ op: 'roleTimeouts' }));

  const handle = (tx: number): Queryable => ({
    query: <T>(sql: string, params: unknown[] = []) => call<QueryResult<T>>({ op: 'query', sql, params, tx }),
    exec: async (sql: string) => void (await call({ op: 'exec', sql, tx })),
  });

  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      guard();
      return call<QueryResult<T>>({ op: 'query', sql, params });
    },
    async exec(sql: string) {
      guard();
      await call({ op: 'exec', sql });
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}) {
      guard();
      const tx = await new Promise<number>((resolve, reject) => {
        const id = send({ op: 'begin', readOnly: options.readOnly === true }, { resolve: () => resolve(id), reject });
      });
      let result: T;
      try {
        result = await insideTransaction.run(true, () => fn(handle(tx)));
      } catch (e) {
        await call({ op: 'end', tx, commit: false }).catch(() => {});
        throw e;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async batch(given: Statement[], { accept, priority }: BatchOptions = {}) {
      guard();
      const caller = given[0]?.caller;
      const known = caller ? await timeouts.get(caller.role) : undefined;
      const timeoutMs = known?.ms ?? 0;
      const statements = known ? [withRoleTimeout(given[0], known.text), ...given.slice(1)] : given;
      // A write that times out must not commit: it waits for the verdict in an open transaction.
      const timed = timeoutMs > 0 && !caller?.readOnly;
      return new Promise<QueryResult[]>((resolve, reject) => {
        let timer: NodeJS.Timeout | undefined;
        let settled = false;
        const finish = (fn: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          fn();
        };
        const settle = (commit: boolean) => worker.postMessage({ id: nextId++, op: 'settle', batch: id, commit } satisfies Request);
        const id = send(
          { op: 'batch', statements, hold: accept !== undefined, timed, priority, queue: caller?.key },
          {
            resolve: (v) => finish(() => resolve(v as QueryResult[])),
            reject: (e) => finish(() => reject(e)),
            started: () => {
              if (timeoutMs <= 0) return;
              timer = setTimeout(() => {
                Atomics.store(cancelled, 0, id);
                finish(() => reject(timeoutError()));
              }, timeoutMs);
            },
            held: (results) => {
              if (settled) return settle(false);
              try {
                accept!(results);
              } catch (e) {
                settle(false);
                finish(() => reject(e as Error));
                return;
              }
              settle(true);
            },
          },
        );
      });
    },
    busy: () => normalCalls,
    forgetPreparedStatements() {
      timeouts.forget();
      void call({ op: 'forget' }).catch(() => {});
    },
    async listen(channel: string, cb: (payload: string) => void) {
      let set = listeners.get(channel);
      if (!set) {
        listeners.set(channel, (set = new Set()));
        await call({ op: 'listen', channel });
      }
      set.add(cb);
      return async () => {
        set.delete(cb);
        if (set.size === 0 && listeners.get(channel) === set) {
          listeners.delete(channel);
          await call({ op: 'unlisten', channel }).catch(() => {});
        }
      };
    },
    async close() {
      if (!dead) await call({ op: 'close' }).catch(() => {});
      await worker.terminate();
    },
    dump: async () => new Blob([await call<ArrayBuffer>({ op: 'dump' })]),
  };
}
