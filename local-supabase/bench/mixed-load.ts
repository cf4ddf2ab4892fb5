// The mixed-load row: every active member posts, likes, comments and messages over REST for a fixed time,
// once without and once with realtime subscribers (the members' live feed and messages, as supabase-js
// clients with their own tokens). Reports throughput, latency per kind, realtime delivery latency and
// correctness (each message reaches its conversation's members and no one else).
import { percentile } from '@diva/bench/stats';
import type { SupabaseClient } from '@supabase/supabase-js';
import { testClient } from '../test/helpers.ts';
import { BenchConnection } from './http-load.ts';
import type { Acknowledged, Conversation } from './integrity.ts';

export interface MixedReady {
  url: string;
  anonKey: string;
  tokens: string[];
  members: string[];
  conversations: Conversation[];
  recentPosts: number[];
}

const KINDS = ['post', 'like', 'comment', 'message'] as const;
type Kind = (typeof KINDS)[number];
/** Cumulative weights: 20 % posts, 30 % likes, 25 % comments, 25 % messages. */
const WEIGHTS: [Kind, number][] = [['post', 0.2], ['like', 0.5], ['comment', 0.75], ['message', 1]];

export interface MixedResult {
  /** The samples behind the percentiles, to pool several runs. */
  raw: { latencies: Record<Kind, number[]>; delays: number[] };
  seconds: number;
  perSecond: number;
  errors: number;
  latency: Record<Kind, { p50: number; p95: number; n: number }>;
  realtime?: {
    delivered: number;
    expected: number;
    /** Per table: deliveries of acknowledged inserts, and how many were expected. */
    byTable: Record<'posts' | 'messages', { delivered: number; expected: number }>;
    wrongRecipient: number;
    p50: number;
    p95: number;
    max: number;
  };
}

/** The largest sample, NaN for none (a spread of 100k samples would overflow the call stack). */
export const largest = (xs: number[]) => (xs.length ? xs.reduce((a, b) => (b > a ? b : a)) : NaN);

function pick(): Kind {
  const r = Math.random();
  return WEIGHTS.find(([, w]) => r < w)![0];
}

/** A write of the mix (`kind`, its path and JSON body), or null when the like picked was already given. */
export interface Write {
  kind: Kind;
  path: string;
  body: unknown;
  like: [number, string] | null;
}

/**
 * The member's next write, marked with `marker` (posts, comments and messages carry it as their content):
 * a message only where she has a conversation; a like of a recent post she has not liked (`liked` is updated).
 */
export function nextWrite(ready: MixedReady, member: string, conversation: Conversation | undefined, marker: string, liked: Set<string>): Write | null {
  let kind = pick();
  if (kind === 'message' && !conversation) kind = 'post';
  const recentPost = () => ready.recentPosts[Math.floor(Math.random() * ready.recentPosts.length)];
  if (kind === 'post') return { kind, path: '/rest/v1/posts', body: { user_id: member, content: marker }, like: null };
  if (kind === 'comment') return { kind, path: '/rest/v1/comments', body: { post_id: recentPost(), user_id: member, content: marker }, like: null };
  if (kind === 'message') return { kind, path: '/rest/v1/messages', body: { conversation_id: conversation!.id, sender_id: member, content: marker }, like: null };
  const post = recentPost();
  if (liked.has(`${post}:${member}`)) return null;
  liked.add(`${post}:${member}`);
  return { kind, path: '/rest/v1/post_likes', body: { post_id: post, user_id: member }, like: [post, member] };
}

/** Markers end in a sequence number: `<prefix><writer> <sequence>`. Reads it back (NaN for another prefix's marker). */
export const sequenceReader = (prefix: string) => (marker: string) =>
  marker.startsWith(prefix) ? Number(marker.slice(marker.lastIndexOf(' ') + 1)) : NaN;

/** Each member's conversation (the mixed load pairs its members into one each). */
export function conversationsByMember(conversations: Conversation[]): Map<string, Conversation> {
  const out = new Map<string, Conversation>();
  for (const c of conversations) for (const m of c.members) out.set(m, c);
  return out;
}

export interface Subscribers {
  members: string[];
  /** Subscribes every client's channel (after the last leave(), supabase-js connects its socket again). */
  join(onEvent: (member: string, table: string, content: string) => void): Promise<void>;
  leave(): Promise<void>;
  /** Closes the sockets. */
  close(): void;
}

/**
 * Subscribers: the first `count` members, each a supabase-js client with her own token, on the posts feed and
 * her messages, as the product listens. Opened once; join() and leave() subscribe and unsubscribe them, so the
 * saturated runs can alternate slices with and without realtime.
 */
export function openSubscribers(ready: MixedReady, count: number): Subscribers & { joined(): boolean } {
  const members = ready.members.slice(0, count);
  const clients = members.map((_, i) => {
    // The token through the accessToken option: a bare realtime.setAuth(token) on a client without a session
    // is replaced by the anon key at supabase-js's next heartbeat or reconnect. supabase-js applies the
    // option's token asynchronously, so a channel subscribed at once would join as anon: set it now.
    const client = testClient(ready.url, ready.anonKey, { accessToken: async () => ready.tokens[i] });
    void client.realtime.setAuth(ready.tokens[i]);
    return client;
  });
  let joins = 0;
  return {
    members,
    async join(onEvent) {
      const round = ++joins;
      await Promise.all(
        clients.map(
          (client, i) =>
            new Promise<void>((resolve, reject) => {
              client
                .channel(`mixed-${i}-${round}`)
                .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, (p) => onEvent(members[i], 'posts', (p.new as { content: string }).content))
                .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (p) => onEvent(members[i], 'messages', (p.new as { content: string }).content))
                .subscribe((status, err) => (status === 'SUBSCRIBED' ? resolve() : status === 'CHANNEL_ERROR' ? reject(err ?? new Error(status)) : undefined));
            }),
        ),
      );
    },
    leave: async () => void (await Promise.all(clients.map((c: SupabaseClient) => c.removeAllChannels()))),
    /** Whether every client's socket is open and her channel joined (supabase-js rejoins on its own after a drop). */
    joined: () => clients.every((c) => c.realtime.isConnected() && c.realtime.getChannels().length > 0 && c.realtime.getChannels().every((ch) => ch.state === 'joined')),
    close: () => clients.forEach((c) => void c.realtime.disconnect()),
  };
}

/**
 * `thinkMs`: each member waits about this long (0.5–1.5×) between her requests; 0 keeps every member's
 * connection busy (the server's throughput). `subscribers`: joined for this run and left after it.
 */
export async function mixedLoad(
  ready: MixedReady,
  phase: string,
  { seconds, subscribers, thinkMs = 0 }: { seconds: number; subscribers: Subscribers | null; thinkMs?: number },
  ack: Acknowledged,
  /** Around the load and its deliveries, without the joins and leaves (CPU is counted in between). */
  hooks: { start(): Promise<void>; end(): Promise<void> } = { start: async () => {}, end: async () => {} },
): Promise<MixedResult> {
  // Markers are `mix <phase> <writer> <sequence>`; what the bench keeps per marker is kept by its sequence number
  // in plain arrays: 50 subscribers receive some 30,000 events a second, and maps of 300,000 strings cost the
  // bench (on the server's cores) more garbage collection than the events themselves.
  const prefix = `mix ${phase} `;
  const sequenceOf = sequenceReader(prefix);
  const sentAt: number[] = [];
  const got: number[] = [];
  const recipients = new Map<string, Set<string>>(); // message marker → its conversation's members
  const delays: number[] = [];
  let delivered = 0;
  let wrongRecipient = 0;
  const subscribed = new Set(subscribers?.members ?? []);
  await subscribers?.join((member, table, content) => {
    const n = sequenceOf(content);
    const t = sentAt[n];
    if (t === undefined) return;
    if (table === 'messages' && !recipients.get(content)?.has(member)) wrongRecipient++;
    delivered++;
    got[n] = (got[n] ?? 0) + 1;
    delays.push(performance.now() - t);
  });

  const conversationOf = conversationsByMember(ready.conversations);
  const liked = new Set(ack.likes.map(([post, member]) => `${post}:${member}`));
  const latencies: Record<Kind, number[]> = { post: [], like: [], comment: [], message: [] };
  const expectedBy: Record<string, number> = {};
  let errors = 0;
  let sequence = 0;

  const connections = await Promise.all(ready.members.map(() => BenchConnection.open(ready.url)));
  await hooks.start();
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    ready.members.map(async (member, w) => {
      const headers = { apikey: ready.anonKey, authorization: `Bearer ${ready.tokens[w]}`, prefer: 'return=minimal' };
      const conversation = conversationOf.get(member);
      while (performance.now() < end) {
        const n = ++sequence;
        const marker = `${prefix}${w} ${n}`;
        const write = nextWrite(ready, member, conversation, marker, liked);
        if (!write) continue;
        const { kind, path, body, like } = write;
        if (kind === 'post' || kind === 'message') {
          sentAt[n] = performance.now();
          if (kind === 'message') recipients.set(marker, new Set(conversation!.members));
        }
        const t = performance.now();
        const { status } = await connections[w].send(BenchConnection.request('POST', ready.url + path, headers, body));
        latencies[kind].push(performance.now() - t);
        if (thinkMs) await new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
        if (status !== 201) {
          errors++;
          continue;
        }
        if (kind === 'like') ack.likes.push(like!);
        else if (kind === 'post') {
          ack.posts.push(marker);
          expectedBy[marker] = subscribed.size;
        } else if (kind === 'comment') ack.comments.push(marker);
        else {
          ack.messages.push(marker);
          expectedBy[marker] = conversation!.members.filter((m) => subscribed.has(m)).length;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  connections.forEach((c) => c.close());
  if (subscribers) await new Promise((r) => setTimeout(r, 2000)); // deliveries still under way
  await hooks.end();
  await subscribers?.leave();

  const summary = (xs: number[]) => ({ p50: percentile(xs, 50), p95: percentile(xs, 95), n: xs.length });
  const total = KINDS.reduce((n, k) => n + latencies[k].length, 0);
  const result: MixedResult = {
    raw: { latencies, delays },
    seconds: elapsed,
    perSecond: total / elapsed,
    errors,
    latency: Object.fromEntries(KINDS.map((k) => [k, summary(latencies[k])])) as MixedResult['latency'],
  };
  if (subscribers) {
    const expected = Object.values(expectedBy).reduce((n, x) => n + x, 0);
    const byTable = { posts: { delivered: 0, expected: 0 }, messages: { delivered: 0, expected: 0 } };
    const messageMarkers = new Set(ack.messages);
    for (const [marker, n] of Object.entries(expectedBy)) {
      const t = byTable[messageMarkers.has(marker) ? 'messages' : 'posts'];
      t.expected += n;
      t.delivered += Math.min(n, got[sequenceOf(marker)] ?? 0);
    }
    result.realtime = { delivered, expected, byTable, wrongRecipient, p50: percentile(delays, 50), p95: percentile(delays, 95), max: largest(delays) };
  }
  return result;
}

/** Several runs as one: their requests over their time, percentiles of all their samples, counts summed. */
export function poolMixed(runs: MixedResult[]): MixedResult {
  const latencies = Object.fromEntries(KINDS.map((k) => [k, runs.flatMap((r) => r.raw.latencies[k])])) as Record<Kind, number[]>;
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  const requests = runs.reduce((n, r) => n + r.perSecond * r.seconds, 0);
  const pooled: MixedResult = {
    raw: { latencies, delays: runs.flatMap((r) => r.raw.delays) },
    seconds,
    perSecond: requests / seconds,
    errors: runs.reduce((n, r) => n + r.errors, 0),
    latency: Object.fromEntries(KINDS.map((k) => [k, { p50: percentile(latencies[k], 50), p95: percentile(latencies[k], 95), n: latencies[k].length }])) as MixedResult['latency'],
  };
  const live = runs.flatMap((r) => (r.realtime ? [r.realtime] : []));
  if (live.length) {
    const sum = (f: (x: NonNullable<MixedResult['realtime']>) => number) => live.reduce((n, x) => n + f(x), 0);
    const delays = pooled.raw.delays;
    pooled.realtime = {
      delivered: sum((x) => x.delivered),
      expected: sum((x) => x.expected),
      byTable: {
        posts: { delivered: sum((x) => x.byTable.posts.delivered), expected: sum((x) => x.byTable.posts.expected) },
        messages: { delivered: sum((x) => x.byTable.messages.delivered), expected: sum((x) => x.byTable.messages.expected) },
      },
      wrongRecipient: sum((x) => x.wrongRecipient),
      p50: percentile(delays, 50),
      p95: percentile(delays, 95),
      max: largest(delays),
    };
  }
  return pooled;
}
