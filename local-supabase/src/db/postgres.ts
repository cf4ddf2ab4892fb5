import { availableParallelism } from 'node:os';
import pg from 'pg';
import { createBusyWait } from './busy-wait.ts';
import { runPostgresBatch } from './postgres-batch.ts';
import { ROLE_TIMEOUTS_SQL, withRoleTimeout } from './request-context.ts';
import { roleTimeoutCache } from './role-timeouts.ts';
import { TRACE, trace } from '../trace.ts';
import type { BatchOptions, Db, Queryable, QueryResult, Statement, TransactionOptions } from './types.ts';

// Same value shapes as PGlite where it matters: the server builds its JSON bodies in SQL anyway.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (v: string) => (Number.isSafeInteger(Number(v)) ? Number(v) : BigInt(v)); // int8
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * Request connections: twice the cores, 4 to 10 (PostgREST's default pool is 10). On a 2-core machine ten
 * busy backends, the server and its clients took turns on the cores: with 4, the REST feed read at 10
 * clients answered 1,113-1,343 req/s against 923-1,044 with 10, and the mixed load's saturated throughput
 * and delivery p95 improved alike (interleaved runs, issue 35; `local-supabase/README.md`).
 */
export const REQUEST_POOL_SIZE = Math.min(10, Math.max(4, 2 * availableParallelism()));

export interface PostgresOptions {
  /** How long a lone request's batch keeps the event loop turning for its answer, in ms (see busy-wait.ts); 0: off. */
  busyWaitMs?: number;
}

export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: REQUEST_POOL_SIZE, types });
  const busy = () => pool.totalCount - pool.idleCount + pool.waitingCount;
  // Alone: the batch's own connection is the only one checked out and nobody waits for one.
  const busyWait = createBusyWait(options.busyWaitMs ?? 0, () => busy() === 1);
  // An idle client whose connection drops (server restart, database dropped) emits 'error' on the pool; unhandled,
  // that would end the process. The pool replaces the client on the next checkout.
  pool.on('error', (e) => console.error(`[local-supabase] idle database connection lost: ${e.message}`));
  if (TRACE) pool.on('connect', traceConnection);
  // Fail fast with a clear message when the server is not reachable.
  await pool.query('select 1');
  // The realtime change feed's own connections, so its reads never wait for a free client behind requests.
  const priorityPool = new pg.Pool({ connectionString, max: 2, types });
  priorityPool.on('error', (e) => console.error(`[local-supabase] idle database connection lost: ${e.message}`));
  const listeners: pg.Client[] = [];
  let preparedEpoch = 0;

  // The API roles' statement timeouts (`ALTER ROLE … SET`), read once and again after a schema reload: the
  // caller statement then carries its role's value instead of looking it up in the catalogue on every request.
  const timeouts = roleTimeoutCache(() => pool.query<{ role: string; value: string | null }>(ROLE_TIMEOUTS_SQL));
  /** The batch with its caller statement's role timeout filled in (the first statement; see withRoleTimeout). */
  const withTimeouts = async (statements: Statement[]): Promise<Statement[]> => {
    const known = await timeouts.get(statements[0].caller!.role);
    return known ? [withRoleTimeout(statements[0], known.text), ...statements.slice(1)] : statements;
  };

  const run = async <T>(q: pg.Pool | pg.PoolClient, sql: string, params: unknown[] = []): Promise<QueryResult<T>> => {
    const r = await q.query(sql, params as unknown[]);
    return { rows: r.rows as T[], affectedRows: r.rowCount ?? undefined };
  };

  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}) {
      const client = await pool.connect();
      try {
        await client.query(options.readOnly ? 'begin read only' : 'begin');
        const result = await fn({
          query: (sql, params) => run(client, sql, params),
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('commit');
        return result;
      } catch (e) {
        await client.query('rollback').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    async batch(given: Statement[], { accept, priority }: BatchOptions = {}) {
      const statements = given[0]?.caller ? await withTimeouts(given) : given;
      const client = await (priority ? priorityPool : pool).connect();
      if (TRACE) trace('db.checkout');
      try {
        // Without a check before commit, the batch's single Sync ends its implicit transaction.
        if (!accept) return await busyWait(runPostgresBatch(client, statements, types, preparedEpoch));
        let results: QueryResult[];
        try {
          results = (await busyWait(runPostgresBatch(client, [{ sql: 'begin' }, ...statements], types, preparedEpoch))).slice(1);
          accept(results);
        } catch (e) {
          await client.query('rollback').catch(() => {});
          throw e;
        }
        await busyWait(client.query('commit'));
        return results;
      } finally {
        client.release();
      }
    },
    forgetPreparedStatements() {
      preparedEpoch++;
      timeouts.forget();
    },
    busy,
    async listen(channel: string, cb: (payload: string) => void) {
      const client = new pg.Client({ connectionString });
      client.on('error', (e) => console.error(`[local-supabase] listen connection lost: ${e.message}`));
      await client.connect();
      client.on('notification', (n) => {
        if (n.channel === channel) cb(n.payload ?? '');
      });
      await client.query(`listen ${pg.Client.prototype.escapeIdentifier(channel)}`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end().catch(() => {});
      };
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end().catch(() => {})));
      await pool.end();
      await priorityPool.end();
    },
  };
}

/**
 * LOCAL_SUPABASE_TRACE: marks when a request connection's bytes leave for PostgreSQL (the write that is not
 * corked, or the uncork), when its answer's first bytes arrive and when ReadyForQuery is read (src/trace.ts).
 */
function traceConnection(client: pg.PoolClient) {
  type Stream = NodeJS.WritableStream & { writableCorked: number; uncork(): void; write(...args: unknown[]): boolean };
  const connection = (client as unknown as { connection: { stream: Stream; on(event: string, listener: () => void): void } }).connection;
  const stream = connection.stream;
  const write = stream.write;
  const uncork = stream.uncork;
  stream.write = function (this: Stream, ...args: unknown[]) {
    const r = write.apply(this, args as never);
    if (!this.writableCorked) trace('db.written');
    return r;
  };
  stream.uncork = function (this: Stream) {
    uncork.call(this);
    if (!this.writableCorked) trace('db.written');
  };
  stream.prependListener('data', () => trace('db.first'));
  connection.on('readyForQuery', () => trace('db.last'));
}
