// The server under test, in its own process so the load generator does not share its event loop.
// Parent → child messages: {cmd:'direct', concurrency, seconds} | {cmd:'bare'} | {cmd:'cpu'} | {cmd:'integrity', markers} | {cmd:'stop'}.
import { measureLoad } from '@diva/bench/stats';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Statement } from '../src/db/types.ts';
import { startLocalSupabase } from '../src/index.ts';
import { takeTraces, traceEnd, traceStart } from '../src/trace.ts';
import { FIXTURE_PROJECT } from '../test/helpers.ts';
import { checkIntegrity, type Acknowledged } from './integrity.ts';
import { BENCH_MIGRATION_DIRS, DIRECT_FEED_SQL, seedMixedFixtures } from './seed.ts';

/** Members with tokens handed to the load generator (the mixed-load row's writers and subscribers). */
const ACTIVE_MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50);

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
// DATABASE_BUSY_WAIT_MS is honoured as `npm run backend` honours it (0 turns the busy wait off, for comparison).
const databaseBusyWaitMs = process.env.DATABASE_BUSY_WAIT_MS ? Number(process.env.DATABASE_BUSY_WAIT_MS) : undefined;
const server = await startLocalSupabase({ port: 0, db: 'memory', databaseUrl, databaseBusyWaitMs, projectDir: FIXTURE_PROJECT, extraMigrationDirs: BENCH_MIGRATION_DIRS, seed: false, log: false });
const t0 = Date.now();
const fixtures = await seedMixedFixtures(server.db, server.settings.jwtSecret, { active: ACTIVE_MEMBERS });
process.send!({ ready: true, url: server.url, anonKey: server.anonKey, serviceRoleKey: server.serviceRoleKey, ...fixtures, seedMs: Date.now() - t0 });

type Command = { cmd: string; concurrency?: number; seconds?: number; acknowledged?: Acknowledged; url?: string; headers?: Record<string, string>; on?: boolean };

/**
 * The statements (caller settings and the read) the REST server sends the database for one request: recorded
 * from one request over HTTP, so that they can be run alone, without HTTP, JWT, URL grammar or JSON, and
 * show what the REST read costs in the database itself.
 */
let restStatements: Statement[] | null = null;
async function recordRestStatements(url: string, headers: Record<string, string>): Promise<Statement[]> {
  const batch = server.db.batch;
  let seen: Statement[] | null = null;
  // The last batch: on PGlite a shape's first read is preceded by its plan-cost check.
  server.db.batch = (statements, options) => ((seen = statements), batch.call(server.db, statements, options));
  try {
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`feed read answered ${res.status}`);
    await res.arrayBuffer();
  } finally {
    server.db.batch = batch;
  }
  if (!seen) throw new Error('the feed read sent no batch');
  return seen;
}

/**
 * While on, the REST read's batch is answered from memory with its recorded result, without the database: a REST
 * read then costs only this server's own work (HTTP, JWT, the request's grammar, the reply), measured apart from
 * the database and from the waits between processes. Other batches still run.
 */
const databaseBatch = server.db.batch;
async function replayRestBatch(on: boolean, url: string, headers: Record<string, string>): Promise<void> {
  if (!on) {
    server.db.batch = databaseBatch;
    return;
  }
  const statements = (restStatements ??= await recordRestStatements(url, headers));
  const recorded = await databaseBatch.call(server.db, statements);
  const last = statements[statements.length - 1].sql;
  server.db.batch = (given, options) =>
    given.length === statements.length && given[given.length - 1].sql === last ? Promise.resolve(recorded) : databaseBatch.call(server.db, given, options);
}

/**
 * A bare Node HTTP server that answers every request with the direct query's body, without auth, routing or
 * caller settings: what any Node server in front of the database pays on this machine (HTTP, the driver, and
 * the waits of three processes taking turns), the floor the REST read is compared with.
 */
let bareUrl: Promise<string> | null = null;
function bareServer(): Promise<string> {
  return (bareUrl ??= new Promise((resolve) => {
    const bare = http.createServer((req, res) => {
      req.resume();
      server.db.query<{ body: string }>(DIRECT_FEED_SQL).then(
        ({ rows }) => res.writeHead(200, { 'content-type': 'application/json' }).end(rows[0].body),
        (e: Error) => res.writeHead(500).end(e.message),
      );
    });
    bare.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(bare.address() as AddressInfo).port}`));
  }));
}

async function answer(msg: Command): Promise<void> {
  if (msg.cmd === 'bare') {
    process.send!({ url: await bareServer() });
  } else if (msg.cmd === 'direct') {
    const stats = await measureLoad(msg.concurrency!, msg.seconds!, async () => {
      const { rows } = await server.db.query<{ body: string }>(DIRECT_FEED_SQL);
      if (!rows[0].body.startsWith('[')) throw new Error('unexpected body');
    });
    process.send!({ stats });
  } else if (msg.cmd === 'restBatch') {
    restStatements ??= await recordRestStatements(msg.url!, msg.headers!);
    const statements = restStatements;
    const stats = await measureLoad(msg.concurrency!, msg.seconds!, async () => {
      const results = await server.db.batch(statements);
      if (results[results.length - 1].rows.length !== 1) throw new Error('unexpected result');
    });
    process.send!({ stats });
  } else if (msg.cmd === 'traceDirect' || msg.cmd === 'traceBatch') {
    // BENCH_TRACE: the direct query's (or the REST statements') points, one at a time (src/trace.ts).
    const statements = msg.cmd === 'traceBatch' ? (restStatements ??= await recordRestStatements(msg.url!, msg.headers!)) : null;
    takeTraces();
    const end = performance.now() + msg.seconds! * 1000;
    while (performance.now() < end) {
      traceStart('s.call');
      if (statements) await server.db.batch(statements);
      else await server.db.query(DIRECT_FEED_SQL);
      traceEnd('s.resolved');
    }
    process.send!({ traces: takeTraces() });
  } else if (msg.cmd === 'replay') {
    await replayRestBatch(msg.on!, msg.url!, msg.headers!);
    process.send!({ replaying: msg.on });
  } else if (msg.cmd === 'traces') {
    process.send!({ traces: takeTraces() });
  } else if (msg.cmd === 'cpu') {
    process.send!({ cpu: process.cpuUsage(), threads: threadTimes() }); // every thread of the process, PGlite's included
  } else if (msg.cmd === 'integrity') {
    process.send!({ integrity: await checkIntegrity(server.db, msg.acknowledged!) });
  } else if (msg.cmd === 'stop') {
    await server.stop();
    process.exit(0);
  }
}

// A command that fails ends the process: the parent hears the exit and reports it.
process.on('message', (msg: Command) => void answer(msg).catch((error: unknown) => (console.error(error), process.exit(1))));

/**
 * Per thread (Linux): milliseconds run on a core and waited for one (/proc schedstat), for the main thread and
 * the busiest other thread, which under the bench's load is PGlite's. Waiting shows how much of the machine
 * other work took.
 */
function threadTimes(): { main: [number, number]; db: [number, number] } | null {
  try {
    const read = (tid: string) => readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ').slice(0, 2).map((n) => Number(n) / 1e6) as [number, number];
    const others = readdirSync('/proc/self/task').filter((t) => t !== String(process.pid)).map(read);
    return { main: read(String(process.pid)), db: others.reduce((a, b) => (b[0] > a[0] ? b : a)) };
  } catch {
    return null;
  }
}
