// Private channels (Realtime Authorization): joins and sends decided by the member's row-level security on
// realtime.messages, with realtime.topic() naming the topic; supabase-js clients as members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { startTestServer, testClient } from './helpers.ts';
import { anonRealtimeClient, clientWithToken, closeClients, createMember, Inbox, type Member, settle, subscribed, switchableClient, tokenFor } from './realtime-helpers.ts';

let server: LocalSupabase;
let ada: Member;
let bea: Member;
let cleo: Member;

beforeAll(async () => {
  server = await startTestServer();
  [ada, bea, cleo] = [await createMember(server, 'ada'), await createMember(server, 'bea'), await createMember(server, 'cleo')];
  // A room is 'room:<a>:<b>': its two members receive; only the first may send. 'lobby' is for every member.
  await server.db.exec(`
    create policy private_test_receive on realtime.messages for select to authenticated
      using (realtime.topic() = 'lobby' or (select auth.uid())::text = any (string_to_array(split_part(realtime.topic(), ':', 2) || ',' || split_part(realtime.topic(), ':', 3), ',')));
    create policy private_test_send on realtime.messages for insert to authenticated
      with check (realtime.topic() like 'room:' || (select auth.uid())::text || ':%');
  `);
});

afterAll(async () => {
  await closeClients();
  await server?.stop();
});

// A client of her own per channel: supabase-js hands back the existing channel for a topic it already has.
const privateChannel = (member: Member, topic: string, inbox: Inbox) =>
  clientWithToken(server, member.token).channel(topic, { config: { private: true } }).on('broadcast', { event: 'typing' }, inbox.push);

describe('private channels', () => {
  it('let the members the select policy allows join and receive; refuse an outsider with the hosted error', async () => {
    const room = `room:${ada.id}:${bea.id}`;
    const [ia, ib, ic] = [new Inbox(), new Inbox(), new Inbox()];
    const chA = await subscribed(privateChannel(ada, room, ia));
    await subscribed(privateChannel(bea, room, ib));
    const refused = await subscribed(privateChannel(cleo, room, ic)).catch((e: Error & { status: string }) => e);
    expect((refused as { status: string }).status).toBe('CHANNEL_ERROR');
    expect((refused as Error).message).toBe(`CHANNEL_ERROR: Unauthorized: You do not have permissions to read from this Channel topic: ${room}`);
    // Without a token (the anon key) the policy says no as well.
    const anon = await subscribed(anonRealtimeClient(server).channel(room, { config: { private: true } })).catch((e: Error) => e);
    expect((anon as Error).message).toMatch(/^CHANNEL_ERROR: Unauthorized/);

    expect(await chA.send({ type: 'broadcast', event: 'typing', payload: { from: 'ada' } })).toBe('ok');
    expect((await ib.waitFor()).payload).toEqual({ from: 'ada' });

    // A public channel of the same name is another channel: its subscribers hear nothing private.
    const publicInbox = new Inbox();
    await subscribed(clientWithToken(server, cleo.token).channel(room).on('broadcast', { event: 'typing' }, publicInbox.push));
    await chA.send({ type: 'broadcast', event: 'typing', payload: { from: 'ada', n: 2 } });
    await ib.waitFor((m) => m.payload.n === 2);
    // A later broadcast on the public channel reaches its subscriber: the private one before it would have too.
    const publicSender = await subscribed(clientWithToken(server, bea.token).channel(room));
    await settle(publicInbox, () => publicSender.send({ type: 'broadcast', event: 'typing', payload: { marker: true } }), (m) => m.payload.marker === true);
    expect(publicInbox.items.map((m) => m.payload)).toEqual([{ marker: true }]);
    expect(ic.items).toEqual([]);
  });

  it('drop a broadcast from a member without an insert policy for the topic', async () => {
    const room = `room:${ada.id}:${bea.id}`;
    const [ia, ib] = [new Inbox(), new Inbox()];
    const chA = await subscribed(privateChannel(ada, room, ia));
    const chB = await subscribed(privateChannel(bea, room, ib));
    // Bea may receive but not send on Ada's room: her message goes nowhere; Ada's next one arrives.
    await chB.send({ type: 'broadcast', event: 'typing', payload: { from: 'bea' } });
    await chA.send({ type: 'broadcast', event: 'typing', payload: { from: 'ada', marker: true } });
    await ib.waitFor((m) => m.payload.marker === true);
    // The service role may send on any topic: its later broadcast reaches Ada, so Bea's would have come before it.
    const service = await subscribed(testClient(server.url, server.serviceRoleKey).channel(room, { config: { private: true } }));
    await settle(ia, () => service.send({ type: 'broadcast', event: 'typing', payload: { from: 'service' } }), (m) => m.payload.from === 'service');
    expect(ia.items.filter((m) => m.payload.from === 'bea')).toEqual([]);
  });

  it('let the service role join any private topic, and give realtime.topic() nothing outside Realtime', async () => {
    const service = testClient(server.url, server.serviceRoleKey);
    await subscribed(service.channel('anything', { config: { private: true } }));
    await service.removeAllChannels();
    const { rows } = await server.db.query<{ topic: string | null }>('select realtime.topic() as topic');
    expect(rows).toEqual([{ topic: null }]);
  });

  it('authorise again on a new token: a member who may no longer read is shut out', async () => {
    const { client, use } = switchableClient(server, ada.token);
    const shut = new Inbox();
    const channel = client.channel(`room:${ada.id}:${bea.id}`, { config: { private: true } });
    channel.on('system', {}, shut.push);
    await subscribed(channel);
    await use(tokenFor(server, cleo.id, cleo.email));
    const message = await shut.waitFor((m) => m.status === 'error');
    expect(message.message).toBe(`You no longer have permission to read from this Channel topic: room:${ada.id}:${bea.id}`);
  });

  it('join the lobby for every member, by the policy on the topic name alone', async () => {
    const inbox = new Inbox();
    await subscribed(privateChannel(cleo, 'lobby', inbox));
  });
});
