// Shared by the realtime-*.test.ts suites: members minted with SQL + JWT (independent of /auth/v1),
// supabase-js clients, subscription and event helpers, and a raw Phoenix socket.
import { randomUUID } from 'node:crypto';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { LocalSupabase } from '../src/index.ts';
import { signJwt } from '../src/jwt.ts';
import { testClient } from './helpers.ts';

export interface Member {
  id: string;
  email: string;
  token: string;
  client: SupabaseClient;
}

const clients: SupabaseClient[] = [];

function track(c: SupabaseClient) {
  clients.push(c);
  return c;
}

/** Removes every channel opened by the helpers (call in afterAll/afterEach). */
export async function closeClients() {
  await Promise.all(clients.splice(0).map((c) => c.removeAllChannels().catch(() => {})));
}

export function tokenFor(server: LocalSupabase, sub: string, email: string, expiresIn = 3600) {
  const exp = Math.floor(Date.now() / 1000) + expiresIn;
  return signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp, email }, server.settings.jwtSecret);
}

/** A client whose realtime socket starts with the anon key (setAuth() can switch it later). */
export function anonRealtimeClient(server: LocalSupabase, options: { vsn?: string } = {}): SupabaseClient {
  return track(testClient(server.url, server.anonKey, options.vsn ? { realtime: { vsn: options.vsn } as never } : {}));
}

/**
 * A client signed in with `token`, the way supabase-js does it with a session: the realtime token comes
 * from the accessToken callback. `use()` switches the token and calls setAuth(), as a sign-in does.
 */
export function switchableClient(server: LocalSupabase, token: string = server.anonKey) {
  let current = token;
  const client = track(testClient(server.url, server.anonKey, { accessToken: async () => current }));
  // supabase-js applies the callback's token asynchronously; a channel subscribed in the same tick would
  // join without it. Setting it now (synchronous for an explicit token) avoids that race.
  void client.realtime.setAuth(token);
  return {
    client,
    use: async (next: string) => {
      current = next;
      await client.realtime.setAuth();
    },
  };
}

export function clientWithToken(server: LocalSupabase, token: string): SupabaseClient {
  return switchableClient(server, token).client;
}

/** A member created straight in auth.users (her profile comes from the fixture's trigger). */
export async function createMember(server: LocalSupabase, name: string): Promise<Member> {
  const id = randomUUID();
  const email = `${name}.${id.slice(0, 8)}@example.com`;
  await server.db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', now(), '{"provider":"email"}', $3)`,
    [id, email, JSON.stringify({ display_name: name })],
  );
  const token = tokenFor(server, id, email);
  return { id, email, token, client: clientWithToken(server, token) };
}

/** Subscribes and resolves on SUBSCRIBED; rejects with the reported error otherwise. */
export function subscribed(channel: RealtimeChannel, timeoutMs = 10_000): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no SUBSCRIBED in time')), timeoutMs);
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve(channel);
      } else {
        clearTimeout(timer);
        reject(Object.assign(new Error(`${status}: ${err?.message ?? ''}`), { status }));
      }
    });
  });
}

/** A callback payload or raw frame payload, loosely typed: the tests assert on its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads are JSON of many shapes
export type Payload = Record<string, any>;

/** Collects payloads; `waitFor` resolves with the first (past or future) payload matching. */
export class Inbox<T = Payload> {
  readonly items: T[] = [];
  private waiters: { pred: (t: T) => boolean; resolve: (t: T) => void }[] = [];

  push = (item: T) => {
    this.items.push(item);
    this.waiters = this.waiters.filter((w) => (w.pred(item) ? (w.resolve(item), false) : true));
  };

  waitFor(pred: (t: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
    const found = this.items.find(pred);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.items)}`)), timeoutMs);
      this.waiters.push({ pred, resolve: (t) => (clearTimeout(timer), resolve(t)) });
    });
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Proof of absence: a marker change made after the change under test and delivered to the same subscriber
 * shows that everything before it has been processed (events arrive in commit order).
 */
export async function settle(inbox: Inbox, marker: () => Promise<unknown>, isMarker: (p: Payload) => boolean) {
  await marker();
  await inbox.waitFor(isMarker);
}

export interface RawFrame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Payload;
}

/** A bare Phoenix socket for the frames supabase-js never sends. */
export class RawSocket {
  readonly frames: RawFrame[] = [];
  readonly inbox = new Inbox<RawFrame>();
  private ref = 0;

  private constructor(
    readonly ws: WebSocket,
    readonly vsn: '1.0.0' | '2.0.0',
  ) {
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        this.inbox.push({ joinRef: null, ref: null, topic: '', event: 'binary', payload: data });
        return;
      }
      const v = JSON.parse(data.toString());
      const frame: RawFrame = Array.isArray(v)
        ? { joinRef: v[0], ref: v[1], topic: v[2], event: v[3], payload: v[4] }
        : { joinRef: v.join_ref, ref: v.ref, topic: v.topic, event: v.event, payload: v.payload };
      this.inbox.push(frame);
    });
  }

  static open(server: LocalSupabase, opts: { vsn?: '1.0.0' | '2.0.0'; apikey?: string | null } = {}): Promise<RawSocket> {
    const vsn = opts.vsn ?? '2.0.0';
    const url = new URL(`${server.url.replace('http', 'ws')}/realtime/v1/websocket`);
    url.searchParams.set('vsn', vsn);
    if (opts.apikey !== null) url.searchParams.set('apikey', opts.apikey ?? server.anonKey);
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws, vsn)));
      ws.once('unexpected-response', (_req, res) => reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })));
      ws.once('error', reject);
    });
  }

  nextRef() {
    return String(++this.ref);
  }

  /** Sends a message in this socket's framing; returns its ref. */
  send(topic: string, event: string, payload: unknown, joinRef: string | null = null, ref = this.nextRef()): string {
    const frame = this.vsn === '2.0.0' ? [joinRef, ref, topic, event, payload] : { topic, event, payload, ref, join_ref: joinRef };
    this.ws.send(JSON.stringify(frame));
    return ref;
  }

  sendRaw(data: string | Buffer) {
    this.ws.send(data);
  }

  reply(ref: string, timeoutMs = 5000) {
    return this.inbox.waitFor((f) => f.event === 'phx_reply' && f.ref === ref, timeoutMs);
  }

  /** Joins and returns the reply. */
  async join(topic: string, payload: unknown): Promise<RawFrame & { joinRef: string }> {
    const ref = this.nextRef();
    this.send(topic, 'phx_join', payload, ref, ref);
    return (await this.reply(ref)) as RawFrame & { joinRef: string };
  }

  close() {
    this.ws.close();
  }
}
