// The restart under load, shared by `npm run bench:backend`'s restart row and its fault test: the real
// `local-supabase` command on a database that outlives it, the bench's mixed load of writes from every member,
// and subscribers as supabase-js clients, which rejoin on their own as members' browsers do. The command is
// stopped mid-traffic (SIGTERM, then SIGKILL) and started again on the same port and database while the writers
// go on. Per signal: how long until it answered again, until every channel had rejoined, and how the writes sent
// after that reached the subscribers. At the end, every acknowledged write is looked for in the database.
import { percentile } from '@diva/bench/stats';
import { DEMO_ANON_KEY, startLocalSupabase, type LocalSupabase } from '../src/index.ts';
import { FIXTURE_PROJECT } from '../test/helpers.ts';
import { freePort, ServerProcess, type DurableDb } from '../test/server-process.ts';
import { BenchConnection } from './http-load.ts';
import { checkIntegrity, type Acknowledged, type Conversation, type Integrity } from './integrity.ts';
import { conversationsByMember, largest, nextWrite, openSubscribers, sequenceReader, type MixedReady } from './mixed-load.ts';
import { BENCH_MIGRATION_DIRS, seedMixedFixtures } from './seed.ts';

export type Signal = 'SIGTERM' | 'SIGKILL';

export interface RestartSizes {
  /** Members and posts seeded. */
  members: number;
  posts: number;
  /** The first members write, as in the mixed load. */
  writers: number;
  /** The first members, each subscribed to the posts feed and her messages. */
  subscribers: number;
  /** Writes sent in this time after every channel rejoined are the ones followed to their subscribers. */
  windowMs: number;
}

export interface RestartRun {
  signal: Signal;
  /** From the signal to the new process's ready line. */
  restartMs: number;
  /** From the ready line to every subscriber's channel joined again. */
  rejoinMs: number;
  /** Writes answered 201, and those that failed or were cut, over the run. */
  writes: { ok: number; failed: number };
  /**
   * Posts and messages sent in the window after the rejoin and acknowledged: deliveries expected (each post to every
   * subscriber, each message to her conversation's subscribed members) and made, and each one's time from the write
   * being sent. `reached`: subscribers who received at least one of them.
   */
  after: { expected: number; delivered: number; p50: number; p95: number; max: number; reached: number; subscribers: number };
}

const MARKER_PREFIX = 'restart ';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens the database in this process (for seeding or the integrity check), with the bench's likes migration. */
function openInProcess(db: DurableDb): Promise<LocalSupabase> {
  return startLocalSupabase({
    port: 0,
    db: db.env.LOCAL_SUPABASE_DB ?? 'memory',
    databaseUrl: db.env.DATABASE_URL,
    projectDir: FIXTURE_PROJECT,
    extraMigrationDirs: BENCH_MIGRATION_DIRS,
    seed: false,
    log: false,
  });
}

async function seed(db: DurableDb, sizes: RestartSizes): Promise<Omit<MixedReady, 'url' | 'anonKey'>> {
  const server = await openInProcess(db);
  try {
    return await seedMixedFixtures(server.db, server.settings.jwtSecret, { ...sizes, active: Math.max(sizes.writers, sizes.subscribers) });
  } finally {
    await server.stop();
  }
}

/**
 * Every member writes as fast as the server answers, as in the mixed load, over her own keep-alive connection;
 * a write that fails (refused, cut, answered otherwise than 201) is counted, and she reconnects after 50 ms.
 * Posts and messages are marked `restart <member> <sequence>`; `sentAt[sequence]` is when each was sent.
 */
function startWriters(ready: MixedReady, writers: number, ack: Acknowledged, onSent: (n: number, kind: 'post' | 'message', conversation: Conversation | undefined) => void) {
  let running = true;
  let sequence = 0;
  const counts = { ok: 0, failed: 0 };
  const liked = new Set<string>();
  const conversationOf = conversationsByMember(ready.conversations);
  const loops = ready.members.slice(0, writers).map(async (member, w) => {
    const headers = { apikey: ready.anonKey, authorization: `Bearer ${ready.tokens[w]}`, prefer: 'return=minimal' };
    const conversation = conversationOf.get(member);
    let connection: BenchConnection | null = null;
    while (running) {
      const n = ++sequence;
      const marker = `${MARKER_PREFIX}${w} ${n}`;
      const write = nextWrite(ready, member, conversation, marker, liked);
      if (!write) continue;
      if (write.kind === 'post' || write.kind === 'message') onSent(n, write.kind, conversation);
      let status = 0;
      try {
        connection ??= await BenchConnection.open(ready.url);
        ({ status } = await connection.send(BenchConnection.request('POST', ready.url + write.path, headers, write.body)));
      } catch {
        connection?.close();
        connection = null;
      }
      if (status !== 201) {
        counts.failed++;
        await sleep(50);
        continue;
      }
      counts.ok++;
      if (write.kind === 'like') ack.likes.push(write.like!);
      else if (write.kind === 'post') ack.posts.push(marker);
      else if (write.kind === 'comment') ack.comments.push(marker);
      else ack.messages.push(marker);
    }
    connection?.close();
  });
  return {
    /** Writes so far; `take()` also starts the count again. */
    take: () => {
      const out = { ...counts };
      counts.ok = counts.failed = 0;
      return out;
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > end) throw new Error(`${what} within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/**
 * Seeds `db`, starts the command on it, and for each signal stops it mid-traffic and starts it again. The database
 * is left for the caller to drop.
 */
export async function restartUnderLoad(db: DurableDb, sizes: RestartSizes, signals: Signal[] = ['SIGTERM', 'SIGKILL']): Promise<{ runs: RestartRun[]; integrity: Integrity }> {
  const fixtures = await seed(db, sizes);
  const port = await freePort();
  let server = await ServerProcess.start(port, db);
  const ready: MixedReady = { url: server.url, anonKey: DEMO_ANON_KEY, ...fixtures };
  const subscribers = openSubscribers(ready, sizes.subscribers);
  const subscribed = new Set(subscribers.members);
  const ack: Acknowledged = { posts: [], comments: [], messages: [], likes: [] };

  // What is followed: writes sent from `followFrom` until `followUntil` (performance.now()).
  let followFrom = Infinity;
  let followUntil = Infinity;
  const sentAt: number[] = [];
  const recipients: (Set<string> | null)[] = []; // per followed message: its conversation's members (posts: null, everyone)
  const got: number[] = [];
  let delays: number[] = [];
  let reached = new Set<string>();
  let seen = new Set<string>(); // subscribers who received anything since the last reset
  const sequenceOf = sequenceReader(MARKER_PREFIX);
  await subscribers.join((member, _table, content) => {
    seen.add(member);
    const n = sequenceOf(content);
    const t = sentAt[n];
    if (t === undefined) return;
    got[n] = (got[n] ?? 0) + 1;
    delays.push(performance.now() - t);
    reached.add(member);
  });
  const writers = startWriters(ready, sizes.writers, ack, (n, kind, conversation) => {
    const now = performance.now();
    if (now < followFrom || now >= followUntil) return;
    sentAt[n] = now;
    recipients[n] = kind === 'message' ? new Set(conversation!.members) : null;
  });

  const runs: RestartRun[] = [];
  try {
    for (const signal of signals) {
      // Traffic reaches every subscriber before the signal.
      seen = new Set();
      await until(() => seen.size === subscribed.size, 30_000, 'not every subscriber received the load');
      writers.take();
      const signalled = performance.now();
      await server.stop(signal);
      server = await ServerProcess.start(port, db);
      const restarted = performance.now();
      await until(() => subscribers.joined(), 60_000, 'not every channel rejoined');
      const rejoined = performance.now();
      [followFrom, followUntil] = [rejoined, rejoined + sizes.windowMs];
      sentAt.length = recipients.length = got.length = 0;
      delays = [];
      reached = new Set();
      await sleep(sizes.windowMs + 2500); // the window, then deliveries still under way
      followFrom = followUntil = Infinity;
      const acknowledged = new Set([...ack.posts, ...ack.messages].map(sequenceOf).filter((n) => sentAt[n] !== undefined));
      let expected = 0;
      let delivered = 0;
      for (const n of acknowledged) {
        const want = recipients[n] ? [...recipients[n]!].filter((m) => subscribed.has(m)).length : subscribed.size;
        expected += want;
        delivered += Math.min(want, got[n] ?? 0);
      }
      runs.push({
        signal,
        restartMs: restarted - signalled,
        rejoinMs: rejoined - restarted,
        writes: writers.take(),
        after: {
          expected,
          delivered,
          p50: percentile(delays, 50),
          p95: percentile(delays, 95),
          max: largest(delays),
          reached: reached.size,
          subscribers: subscribed.size,
        },
      });
    }
  } finally {
    await writers.stop();
    subscribers.close();
    await server.stop('SIGTERM');
  }
  const check = await openInProcess(db);
  try {
    return { runs, integrity: await checkIntegrity(check.db, ack) };
  } finally {
    await check.stop();
  }
}
