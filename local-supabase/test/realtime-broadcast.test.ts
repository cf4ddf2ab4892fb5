// Broadcast (self, ack, binary kind 3 pushes, vsn 1 senders, REST) and presence through supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { startTestServer } from './helpers.ts';
import { anonRealtimeClient, closeClients, Inbox, RawSocket, settle, subscribed, type Payload } from './realtime-helpers.ts';

let server: LocalSupabase;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await closeClients();
  await server?.stop();
});

describe('broadcast', () => {
  it('fans out to the other subscribers of the topic, to the sender only with self, and acks with ack', async () => {
    const [a, b, c] = [anonRealtimeClient(server), anonRealtimeClient(server), anonRealtimeClient(server, { vsn: '1.0.0' })];
    const [ia, ib, ic, other] = [new Inbox(), new Inbox(), new Inbox(), new Inbox()];
    const chA = a.channel('room', { config: { broadcast: { self: true, ack: true } } }).on('broadcast', { event: 'cursor' }, ia.push);
    const chB = b.channel('room').on('broadcast', { event: 'cursor' }, ib.push);
    const chC = c.channel('room').on('broadcast', { event: '*' }, ic.push);
    const chOther = b.channel('another-room').on('broadcast', { event: '*' }, other.push);
    await Promise.all([subscribed(chA), subscribed(chB), subscribed(chC), subscribed(chOther)]);

    // From a vsn 2.0.0 client this travels as a binary kind-3 frame.
    expect(await chA.send({ type: 'broadcast', event: 'cursor', payload: { x: 1, y: 2 } })).toBe('ok');
    for (const inbox of [ia, ib, ic]) {
      expect(await inbox.waitFor()).toEqual({ type: 'broadcast', event: 'cursor', payload: { x: 1, y: 2 } });
    }

    // From vsn 1.0.0 (a JSON text frame); the sender (no self) does not hear it.
    await chC.send({ type: 'broadcast', event: 'cursor', payload: { from: 'v1' } });
    await ia.waitFor((m) => m.payload.from === 'v1');
    await ib.waitFor((m) => m.payload.from === 'v1');
    // Later broadcasts that do reach the sender and the other topic: anything before them has arrived.
    await settle(ic, () => chA.send({ type: 'broadcast', event: 'cursor', payload: { marker: 'room' } }), (m) => m.payload.marker === 'room');
    const otherSender = await subscribed(c.channel('another-room'));
    await settle(other, () => otherSender.send({ type: 'broadcast', event: 'cursor', payload: { marker: 'other' } }), (m) => m.payload.marker === 'other');
    expect(ic.items.filter((m) => m.payload.from === 'v1')).toHaveLength(0);
    expect(other.items.map((m) => m.payload)).toEqual([{ marker: 'other' }]);
  });

  it('carries binary payloads to vsn 2.0.0 receivers as binary', async () => {
    const [a, b] = [anonRealtimeClient(server), anonRealtimeClient(server)];
    const inbox = new Inbox();
    const chA = a.channel('bytes');
    await Promise.all([subscribed(chA), subscribed(b.channel('bytes').on('broadcast', { event: 'blob' }, inbox.push))]);
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await chA.send({ type: 'broadcast', event: 'blob', payload: bytes.buffer });
    const got = await inbox.waitFor();
    expect(got.event).toBe('blob');
    expect([...new Uint8Array(got.payload as ArrayBuffer)]).toEqual([0, 1, 2, 250, 255]);
  });

  it('accepts REST broadcasts (httpSend and the batch endpoint) with 202', async () => {
    const sender = anonRealtimeClient(server);
    const receiver = anonRealtimeClient(server);
    const inbox = new Inbox();
    await subscribed(receiver.channel('rest-room').on('broadcast', { event: '*' }, inbox.push));
    expect(await sender.channel('rest-room').httpSend('news', { n: 1 })).toEqual({ success: true });
    expect((await inbox.waitFor((m) => m.event === 'news')).payload).toEqual({ n: 1 });

    const res = await fetch(`${server.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: 'rest-room', event: 'batch', payload: { n: 2 } }] }),
    });
    expect(res.status).toBe(202);
    expect((await inbox.waitFor((m) => m.event === 'batch')).payload).toEqual({ n: 2 });

    const bad = await fetch(`${server.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(bad.status).toBe(400);
    const badToken = await fetch(`${server.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: 'Bearer nope', 'content-type': 'application/json' },
      body: '{"messages":[]}',
    });
    expect(badToken.status).toBe(401);
  });
});

describe('presence', () => {
  it('syncs track, update, untrack and disconnect between subscribers', async () => {
    const [a, b] = [anonRealtimeClient(server), anonRealtimeClient(server)];
    const joins = new Inbox();
    const leaves = new Inbox();
    const chA = a.channel('lobby', { config: { presence: { key: 'alice' } } });
    const chB = b
      .channel('lobby', { config: { presence: { key: 'bob' } } })
      .on('presence', { event: 'join' }, joins.push)
      .on('presence', { event: 'leave' }, leaves.push);
    await subscribed(chB);
    await subscribed(chA);

    expect(await chA.track({ status: 'online' })).toBe('ok');
    const joined = await joins.waitFor((j) => j.key === 'alice');
    expect(joined.newPresences[0]).toMatchObject({ status: 'online' });
    await expect.poll(() => chB.presenceState()).toEqual({ alice: [expect.objectContaining({ status: 'online' })] });

    await chA.track({ status: 'away' });
    await joins.waitFor((j) => j.key === 'alice' && j.newPresences[0].status === 'away');
    // An update replaces the meta: still one presence for alice.
    await expect.poll(() => chB.presenceState()).toEqual({ alice: [expect.objectContaining({ status: 'away' })] });

    expect(await chA.untrack()).toBe('ok');
    await leaves.waitFor((l) => l.key === 'alice');
    await expect.poll(() => chB.presenceState()).toEqual({});

    // A late joiner receives the current state; a disconnect is a leave.
    await chA.track({ status: 'back' });
    const late = anonRealtimeClient(server);
    const syncs = new Inbox();
    const chLate = late.channel('lobby').on('presence', { event: 'sync' }, () => syncs.push(chLate.presenceState()));
    await subscribed(chLate);
    await syncs.waitFor((state: Payload) => state.alice?.[0]?.status === 'back');
    await a.removeAllChannels();
    await leaves.waitFor((l) => l.key === 'alice' && l.leftPresences[0].status === 'back');
  });

  it('answers bad presence pushes with an error instead of tracking', async () => {
    const s = await RawSocket.open(server);
    const { joinRef } = await s.join('realtime:lobby-raw', { config: { presence: { enabled: true } } });
    await s.inbox.waitFor((f) => f.event === 'presence_state');
    const ref = s.send('realtime:lobby-raw', 'presence', { type: 'presence', event: 'track', payload: 'not a map' }, joinRef);
    expect((await s.reply(ref)).payload).toEqual({ status: 'error', response: { reason: 'Presence track payload must be a map' } });
    s.close();
  });
});
