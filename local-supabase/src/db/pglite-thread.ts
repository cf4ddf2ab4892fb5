/**
 * PGlite in its own thread. PGlite runs the whole of a statement synchronously in WebAssembly, so in the
 * server's thread one slow query froze every request, health checks and realtime heartbeats included. Here
 * the server's thread stays free; this thread serves one call at a time, in arrival order.
 */
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { runPgliteBatch } from './pglite-batch.ts';
import { serializeError, type PgliteThreadData, type Request, type Response } from './pglite-protocol.ts';
import { ROLE_TIMEOUTS_SQL } from './request-context.ts';
import { StatementCache } from './statement-cache.ts';
import { TRACE, traceNow } from '../trace.ts';

// Opened with the same extension list every time: reopening without one breaks its types and functions.
const extensions = { citext, pg_trgm, pgcrypto, uuid_ossp };

/**
 * PGlite checks boolean and bytea parameters in JS and throws a plain Error for text it does not know
 * ('maybe', or a string for bytea), where PostgreSQL answers 22P02: hand such text to Postgres unchanged,
 * as the pg driver does, so bad input gets the same error on both.
 */
const textSerializers = {
  16: (x: unknown) => (typeof x === 'boolean' ? (x ? 't' : 'f') : String(x)),
  17: (x: unknown) => (x instanceof Uint8Array ? `\\x${Buffer.from(x).toString('hex')}` : String(x)),
};

/**
 * The dump as PGlite reads it (it only asks a Blob for its bytes and type, and reads them to untar): the shared
 * bytes themselves, not a copy of tens of megabytes through a Blob, which Node 20 reads back slowly.
 */
const tarball = (bytes: SharedArrayBuffer) => ({ type: 'application/x-tar', size: bytes.byteLength, arrayBuffer: async () => bytes }) as unknown as Blob;

const data = workerData as PgliteThreadData;
const port = parentPort!;
const cancelled = new Int32Array(data.cancel);
const post = (m: Response, transfer?: ArrayBuffer[]) => port.postMessage(m, transfer);

let dataDir: string | undefined;
if (data.location !== 'memory') {
  mkdirSync(data.location, { recursive: true });
  dataDir = data.location;
}
const pg = await PGlite.create(dataDir, {
  extensions,
  loadDataDir: data.snapshot ? tarball(data.snapshot) : undefined,
  serializers: textSerializers,
});
const prepared = new StatementCache();
const unlisten = new Map<string, () => Promise<void>>();

/** Open interactive transactions by id: each waits for its statements, then for its end. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();
/** Held batches waiting for the server's thread to say commit or roll back. */
const held = new Map<number, (commit: boolean) => void>();

/** Opens a transaction; resolves once it is open, with a promise of its end (the connection is its until then). */
function begin(id: number, readOnly: boolean): Promise<{ done: Promise<void> }> {
  return new Promise((opened, failed) => {
    let end!: (commit: boolean) => void;
    const ended = new Promise<boolean>((resolve) => (end = resolve));
    const done: Promise<void> = pg.transaction(async (tx) => {
      if (readOnly) await tx.query('set transaction read only');
      transactions.set(id, { tx, end, done });
      opened({ done: done.catch(() => {}) });
      if (!(await ended)) await tx.rollback();
    });
    done.catch(failed);
  });
}

const queryable = (tx?: number) => (tx === undefined ? pg : transactions.get(tx)?.tx);

interface Outcome {
  value?: unknown;
  transfer?: ArrayBuffer[];
  /** The connection stays taken until this settles (an open transaction). */
  holds?: Promise<void>;
}

async function handle(m: Request): Promise<Outcome> {
  switch (m.op) {
    case 'query': {
      const r = await queryable(m.tx)!.query(m.sql, m.params);
      return { value: { rows: r.rows, affectedRows: r.affectedRows } };
    }
    case 'exec':
      await queryable(m.tx)!.exec(m.sql);
      return {};
    case 'batch': {
      const timedOut = () => Atomics.load(cancelled, 0) === m.id;
      const decide = m.hold
        ? (results: unknown) =>
            new Promise<boolean>((settle) => {
              held.set(m.id, (commit) => settle(commit && !timedOut()));
              post({ held: m.id, results: results as never });
            })
        : m.timed
          ? () => !timedOut()
          : undefined;
      const value = await runPgliteBatch(pg, prepared, m.statements, { decide, onStart: () => post({ started: m.id }) });
      return { value };
    }
    case 'settle':
      held.get(m.batch)?.(m.commit);
      held.delete(m.batch);
      return {};
    case 'begin': {
      const { done } = await begin(m.id, m.readOnly);
      return { holds: done };
    }
    case 'end': {
      const t = transactions.get(m.tx);
      transactions.delete(m.tx);
      t?.end(m.commit);
      await t?.done;
      return {};
    }
    case 'listen':
      unlisten.set(m.channel, await pg.listen(m.channel, (payload) => post({ notify: m.channel, payload })));
      return {};
    case 'unlisten':
      await unlisten.get(m.channel)?.();
      unlisten.delete(m.channel);
      return {};
    case 'forget':
      prepared.reset();
      return {};
    case 'roleTimeouts':
      return { value: { rows: (await pg.query(ROLE_TIMEOUTS_SQL)).rows } };
    case 'dump': {
      const buf = await (await pg.dumpDataDir('none')).arrayBuffer();
      return { value: buf, transfer: [buf] };
    }
    case 'close':
      await pg.close();
      return {};
  }
}

/**
 * One call at a time. Calls marked `priority` (the realtime change feed) go before waiting requests, so
 * deliveries do not queue behind a burst of writes. The others wait in one queue per caller (a member's
 * `queue` key; each of the server's own calls counts as a caller) and the queues take turns, one call each:
 * a member who sends a hundred requests at once delays another member's read by at most one call of each
 * waiting caller, not by the hundred. Calls inside an open transaction or held batch (they carry its id) and the verdicts that end
 * them run at once.
 */
const high: Request[] = [];
/** Waiting calls by caller; the Map's order is the order of turns (a caller that had its turn goes last). */
const queues = new Map<string, Request[]>();
let running = false;

function nextCall(): Request | undefined {
  const urgent = high.shift();
  if (urgent) return urgent;
  const turn = queues.entries().next();
  if (turn.done) return undefined;
  const [key, calls] = turn.value;
  queues.delete(key);
  const call = calls.shift();
  if (calls.length) queues.set(key, calls);
  return call;
}

function enqueue(m: Request) {
  if (m.priority) return void high.push(m);
  // The server's own calls (sign-ins, joins, catalogue reads) carry no caller: each takes its turn as if it
  // were a caller of its own, in arrival order, as before; one shared queue would starve them behind members.
  const key = m.queue ?? `call ${m.id}`;
  const calls = queues.get(key);
  if (calls) calls.push(m);
  else queues.set(key, [m]);
}

/** LOCAL_SUPABASE_TRACE: when each call arrived and started (src/trace.ts). */
const arrived = new Map<number, number>();
const started = new Map<number, number>();

function reply(m: Request, work: Promise<Outcome>): Promise<void> {
  return work.then(
    ({ value, transfer, holds }) => {
      if (TRACE) {
        const trace = { 'd.received': arrived.get(m.id) ?? 0, 'd.start': started.get(m.id) ?? 0, 'd.done': traceNow() };
        arrived.delete(m.id);
        started.delete(m.id);
        post({ id: m.id, ok: true, value, trace }, transfer);
      } else post({ id: m.id, ok: true, value }, transfer);
      return holds;
    },
    (e) => post({ id: m.id, ok: false, error: serializeError(e) }),
  );
}

/**
 * Picks the next call once the calls that arrived meanwhile are in their queues. PGlite blocks this thread
 * while a statement runs, and the port hands over its messages one event at a time: choosing at once would
 * start the first message that arrives after each call, which is arrival order again. setImmediate runs after
 * the event loop has delivered every message waiting on the port.
 */
let scheduled = false;
function schedule() {
  if (scheduled || running) return;
  scheduled = true;
  setImmediate(pump);
}

function pump() {
  scheduled = false;
  if (running) return;
  const next = nextCall();
  if (!next) return;
  running = true;
  if (TRACE) started.set(next.id, traceNow());
  void reply(next, handle(next)).finally(() => {
    running = false;
    schedule();
  });
}

const immediate = (m: Request) => ('tx' in m && m.tx !== undefined) || m.op === 'settle' || m.op === 'end' || m.op === 'forget';

port.on('message', (m: Request) => {
  if (TRACE) arrived.set(m.id, traceNow());
  if (immediate(m)) {
    void reply(m, handle(m));
    return;
  }
  enqueue(m);
  schedule();
});
post({ id: 0, ok: true });
