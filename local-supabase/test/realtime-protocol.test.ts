// The Phoenix protocol with raw frames: vsn 1.0.0 and 2.0.0, heartbeat, join replies and errors, tokens,
// leave, unknown events and malformed frames, socket auth, shutdown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PUBLISHABLE_KEY } from '../src/config.ts';
import type { LocalSupabase } from '../src/index.ts';
import { signJwt } from '../src/jwt.ts';
import { startTestServer } from './helpers.ts';
import { anonRealtimeClient, closeClients, createMember, RawSocket, subscribed, tokenFor, type Member } from './realtime-helpers.ts';

let server: LocalSupabase;
let alice: Member;
const sockets: RawSocket[] = [];

async function open(opts: Parameters<typeof RawSocket.open>[1] = {}) {
  const s = await RawSocket.open(server, opts);
  sockets.push(s);
  return s;
}

const postsBinding = { event: '*', schema: 'public', table: 'posts' };
const joinPayload = (postgres_changes: unknown[] = [postsBinding], extra: Record<string, unknown> = {}) => ({
  config: { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false }, postgres_changes, private: false },
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  alice = await createMember(server, 'alice');
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await closeClients();
  await server?.stop();
});

describe('framing and heartbeat', () => {
  it('answers heartbeats in vsn 2.0.0 arrays and vsn 1.0.0 objects', async () => {
    const v2 = await open();
    const ref = v2.send('phoenix', 'heartbeat', {});
    expect(await v2.reply(ref)).toEqual({ joinRef: null, ref, topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} } });

    const v1 = await open({ vsn: '1.0.0' });
    const ref1 = v1.send('phoenix', 'heartbeat', {});
    const raw = new Promise<string>((resolve) => v1.ws.once('message', (d) => resolve(d.toString())));
    expect(JSON.parse(await raw)).toEqual({ topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: ref1, join_ref: null });
  });

  it('speaks vsn 1.0.0 end to end: join, system message, change events, leave', async () => {
    const s = await open({ vsn: '1.0.0', apikey: alice.token });
    const reply = await s.join('realtime:v1-room', joinPayload([postsBinding, { event: 'INSERT', schema: 'public', table: 'posts', filter: 'likes_count=gt.10' }]));
    expect(reply.payload.status).toBe('ok');
    const [b1, b2] = reply.payload.response.postgres_changes;
    expect(b1).toEqual({ ...postsBinding, id: expect.any(Number) });
    expect(b2).toEqual({ event: 'INSERT', schema: 'public', table: 'posts', filter: 'likes_count=gt.10', id: expect.any(Number) });
    const system = await s.inbox.waitFor((f) => f.event === 'system');
    expect(system).toEqual({
      joinRef: reply.joinRef,
      ref: null,
      topic: 'realtime:v1-room',
      event: 'system',
      payload: { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'v1-room' },
    });

    await server.db.query(`insert into public.posts (user_id, content, likes_count) values ($1, 'over v1', 42)`, [alice.id]);
    const change = await s.inbox.waitFor((f) => f.event === 'postgres_changes');
    expect(change.topic).toBe('realtime:v1-room');
    expect(change.payload.ids.sort()).toEqual([b1.id, b2.id].sort());
    expect(change.payload.data).toMatchObject({ schema: 'public', table: 'posts', type: 'INSERT', errors: null, record: { content: 'over v1', likes_count: 42 } });

    const leaveRef = s.send('realtime:v1-room', 'phx_leave', {}, reply.joinRef);
    expect((await s.reply(leaveRef)).payload).toEqual({ status: 'ok', response: {} });
    const close = await s.inbox.waitFor((f) => f.event === 'phx_close');
    expect(close).toMatchObject({ joinRef: reply.joinRef, topic: 'realtime:v1-room' });
    // After leaving, the topic is unknown to the socket and no more changes arrive.
    const after = s.send('realtime:v1-room', 'access_token', { access_token: alice.token }, reply.joinRef);
    expect((await s.reply(after)).payload).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
  });

  it('answers a join without bindings with an empty list and no system message', async () => {
    const s = await open();
    const reply = await s.join('realtime:plain', joinPayload([]));
    expect(reply.payload).toEqual({ status: 'ok', response: { postgres_changes: [] } });
    const hb = s.send('phoenix', 'heartbeat', {});
    await s.reply(hb);
    expect(s.inbox.items.some((f) => f.event === 'system')).toBe(false);
  });

  it('replaces a channel joined twice on the same topic', async () => {
    const s = await open();
    const first = await s.join('realtime:twice', joinPayload());
    const second = await s.join('realtime:twice', joinPayload());
    expect(second.payload.status).toBe('ok');
    const closed = await s.inbox.waitFor((f) => f.event === 'phx_close');
    expect(closed.joinRef).toBe(first.joinRef);
    await server.db.query(`insert into public.posts (user_id, content) values ($1, 'once only')`, [alice.id]);
    await s.inbox.waitFor((f) => f.event === 'postgres_changes');
    const hb = s.send('phoenix', 'heartbeat', {});
    await s.reply(hb);
    expect(s.inbox.items.filter((f) => f.event === 'postgres_changes')).toHaveLength(1);
  });
});

describe('join errors', () => {
  const joinError = async (payload: unknown, topic = 'realtime:errors', apikey?: string) => {
    const s = await open(apikey ? { apikey } : {});
    const reply = await s.join(topic, payload);
    expect(reply.payload.status).toBe('error');
    return reply.payload.response.reason as string;
  };

  it('rejects unknown tables, unpublished tables and bad filters in the documented shape', async () => {
    expect(await joinError(joinPayload([{ event: '*', schema: 'public', table: 'nope' }]))).toMatch(
      /^RealtimeDisabledForConfiguration: Unable to subscribe to changes with given parameters\. Please check Realtime is enabled/,
    );
    // profiles exists but is not in publication supabase_realtime.
    expect(await joinError(joinPayload([{ event: '*', schema: 'public', table: 'profiles' }]))).toMatch(/^RealtimeDisabledForConfiguration: Unable to subscribe.*table: profiles/);
    expect(await joinError(joinPayload([{ event: '*', schema: 'public', table: 'posts', filter: 'id=foo.1' }]))).toBe(
      'RealtimeDisabledForConfiguration: Error parsing `filter` params: ["foo", "1"]',
    );
    expect(await joinError(joinPayload([{ event: '*', schema: 'public', table: 'posts', filter: 'nope=eq.1' }]))).toMatch(/invalid column for filter nope/);
    expect(await joinError(joinPayload([{ event: '*', schema: 'public', table: 'posts', filter: 'id=eq.abc' }]))).toMatch(/ERROR 22P02 .*invalid input syntax for type bigint/);
    expect(await joinError(joinPayload([{ event: '*', schema: 'public', table: 'posts', filter: 'id=in.1,2' }]))).toMatch(/`in` filter value must be wrapped by parentheses/);
    expect(await joinError(joinPayload([{ event: '*' }]))).toMatch(/No subscription params provided/);
    expect(await joinError(joinPayload(['posts']))).toMatch(/No subscription params provided/);
    expect(await joinError(joinPayload([postsBinding]), 'realtime:')).toBe('TopicNameRequired: You must provide a topic name');
    expect(await joinError(joinPayload(), 'lobby')).toBe('unmatched topic');
  });

  it('rejects invalid, forged and expired access tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt({ sub: alice.id, role: 'authenticated', exp: now - 120 }, server.settings.jwtSecret);
    const forged = signJwt({ sub: alice.id, role: 'authenticated', exp: now + 60 }, 'not-the-secret-not-the-secret-not-the-secret');
    const noExp = signJwt({ sub: alice.id, role: 'authenticated' }, server.settings.jwtSecret);
    expect(await joinError(joinPayload([], { access_token: 'garbage' }))).toBe('MalformedJWT: The token provided is not a valid JWT');
    expect(await joinError(joinPayload([], { access_token: forged }))).toBe('JwtSignatureError: Failed to validate JWT signature');
    expect(await joinError(joinPayload([], { access_token: expired }))).toMatch(/^InvalidJWTToken: Token has expired 1[12]\d seconds ago$/);
    expect(await joinError(joinPayload([], { access_token: noExp }))).toBe('InvalidJWTToken: Fields `role` and `exp` are required in JWT');
  });

  it('reports a join error to supabase-js as CHANNEL_ERROR with the reason', async () => {
    const client = anonRealtimeClient(server);
    const err = await subscribed(client.channel('bad').on('postgres_changes', { event: '*', schema: 'public', table: 'profiles' }, () => {})).catch((e) => e);
    expect(err.status).toBe('CHANNEL_ERROR');
    expect(err.message).toMatch(/RealtimeDisabledForConfiguration/);
    await client.removeAllChannels();
  });

  it('refuses private channels unless the service role joins', async () => {
    expect(await joinError({ config: { private: true } })).toBe('Unauthorized: You do not have permissions to read from this Channel topic: errors');
    const s = await open({ apikey: server.serviceRoleKey });
    expect((await s.join('realtime:private-ok', { config: { private: true } })).payload.status).toBe('ok');
  });
});

describe('access_token', () => {
  it('closes the channel with a system error when the new token is invalid', async () => {
    const s = await open();
    const { joinRef } = await s.join('realtime:tok', joinPayload());
    s.send('realtime:tok', 'access_token', { access_token: 'not.a.jwt' }, joinRef);
    const system = await s.inbox.waitFor((f) => f.event === 'system' && f.payload.status === 'error');
    expect(system.payload).toEqual({ extension: 'system', status: 'error', message: 'The token provided is not a valid JWT', channel: 'tok' });
    const close = await s.inbox.waitFor((f) => f.event === 'phx_close');
    expect(close.joinRef).toBe(joinRef);
    expect(s.inbox.items.indexOf(system)).toBeLessThan(s.inbox.items.indexOf(close));
  });

  it('accepts a valid token silently and closes the channel when it expires', async () => {
    const s = await open();
    const { joinRef } = await s.join('realtime:expiring', joinPayload());
    const shortLived = tokenFor(server, alice.id, alice.email, 2);
    s.send('realtime:expiring', 'access_token', { access_token: shortLived }, joinRef);
    const hb = s.send('phoenix', 'heartbeat', {});
    await s.reply(hb);
    expect(s.inbox.items.filter((f) => f.topic === 'realtime:expiring' && f.event !== 'system' && f.event !== 'phx_reply')).toEqual([]);
    const system = await s.inbox.waitFor((f) => f.event === 'system' && f.payload.status === 'error', 6000);
    expect(system.payload.message).toMatch(/^Token has expired \d+ seconds ago$/);
    await s.inbox.waitFor((f) => f.event === 'phx_close');
  });
});

describe('bad input never breaks the server', () => {
  it('ignores malformed frames and answers unknown events and topics', async () => {
    const s = await open();
    const { joinRef } = await s.join('realtime:robust', joinPayload());
    for (const junk of ['garbage', '', 'null', '"text"', '42', '[]', '[1,2]', '{}', '[null,null,5,"x",{}]', '{"topic":1}', '[null,"1","realtime:robust",null,{}]', '{'.repeat(5000)]) {
      s.sendRaw(junk);
    }
    for (const junk of [Buffer.from([]), Buffer.from([3]), Buffer.from([3, 200, 200, 200, 200, 200, 1]), Buffer.from([9, 1, 2, 3]), Buffer.from([3, 0, 0, 4, 1, 0, 1, 0x41, 0x42])]) {
      s.sendRaw(junk);
    }
    const unknown = s.send('realtime:robust', 'dance', { x: 1 }, joinRef);
    expect((await s.reply(unknown)).payload.status).toBe('error');
    const unjoined = s.send('realtime:elsewhere', 'broadcast', { type: 'broadcast', event: 'x', payload: {} });
    expect((await s.reply(unjoined)).payload).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
    const weird = s.send('phoenix', 'dance', {});
    expect((await s.reply(weird)).payload.status).toBe('error');
    const badPayloads = [null, 'x', [1], { access_token: 42 }];
    for (const p of badPayloads) s.send('realtime:robust', 'access_token', p, joinRef);
    for (const p of badPayloads) s.send('realtime:robust', 'presence', p, joinRef);
    for (const p of badPayloads) s.send('realtime:robust', 'broadcast', p, joinRef);
    for (const p of badPayloads) s.send('realtime:robust-2', 'phx_join', p);

    // The channel still works and delivers.
    await server.db.query(`insert into public.posts (user_id, content) values ($1, 'still alive')`, [alice.id]);
    const change = await s.inbox.waitFor((f) => f.event === 'postgres_changes');
    expect(change.payload.data.record.content).toBe('still alive');
  });

  it('closes only the offending socket when a frame is too large', async () => {
    const s = await open();
    const closed = new Promise<number>((resolve) => s.ws.once('close', (code) => resolve(code)));
    s.sendRaw('x'.repeat(5 * 1024 * 1024));
    expect(await closed).toBe(1009);
    const other = await open();
    const ref = other.send('phoenix', 'heartbeat', {});
    expect((await other.reply(ref)).payload.status).toBe('ok');
  });
});

describe('socket auth', () => {
  const refused = (apikey: string | null, vsn?: string) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(`${server.url.replace('http', 'ws')}/realtime/v1/websocket`);
      if (vsn) url.searchParams.set('vsn', vsn);
      if (apikey !== null) url.searchParams.set('apikey', apikey);
      const ws = new WebSocket(url);
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('open', () => (ws.close(), reject(new Error('opened'))));
      ws.once('error', () => {});
    });

  it('refuses invalid apikeys and unknown versions, accepts no key (anon) and new-format keys', async () => {
    expect(await refused('not-a-jwt')).toBe(403);
    expect(await refused(signJwt({ role: 'anon', exp: 1 }, server.settings.jwtSecret))).toBe(403);
    expect(await refused(server.anonKey, '3.0.0')).toBe(400);
    for (const apikey of [null, DEMO_PUBLISHABLE_KEY, server.anonKey, server.serviceRoleKey]) {
      const s = await open({ apikey });
      const ref = s.send('phoenix', 'heartbeat', {});
      expect((await s.reply(ref)).payload.status).toBe('ok');
    }
  });

  it('uses the socket key when the join carries no access_token: anon sees only what anon may read', async () => {
    const s = await open({ apikey: DEMO_PUBLISHABLE_KEY });
    await s.join('realtime:anon-raw', joinPayload());
    await server.db.query(`insert into public.posts (user_id, content, published) values ($1, 'anon cannot see', false), ($1, 'anon can see', true)`, [alice.id]);
    const seen = await s.inbox.waitFor((f) => f.event === 'postgres_changes');
    expect(seen.payload.data.record.content).toBe('anon can see');
  });
});

describe('shutdown', () => {
  it('closes sockets when the server stops', async () => {
    const other = await startTestServer();
    const s = await RawSocket.open(other);
    await s.join('realtime:bye', joinPayload());
    const closed = new Promise<number>((resolve) => s.ws.once('close', (code) => resolve(code)));
    await other.stop();
    expect(await closed).toBe(1001);
  });
});

