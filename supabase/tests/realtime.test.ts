/** Live updates: published tables deliver changes to the rows a subscriber may read, and only those. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { type Client, type LocalSupabase, type Member, ok, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let maya: Member;
let amara: Member;
let jasmine: Member;
const channels: [Client, RealtimeChannel][] = [];

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
  jasmine = await signUpMember(server, 'Jasmine');
});
afterAll(async () => {
  for (const [client, channel] of channels) await client.removeChannel(channel);
  await server?.stop();
});

/** Subscribes and resolves once the server confirmed; collects the payloads' new rows. */
async function listen(member: Member, table: string, filter?: string) {
  const received: Record<string, unknown>[] = [];
  await member.client.realtime.setAuth((await member.client.auth.getSession()).data.session!.access_token);
  const channel = member.client
    .channel(`${table}-${member.id}-${Math.random()}`)
    .on('postgres_changes' as never, { event: 'INSERT', schema: 'public', table, filter } as never, (payload: { new: Record<string, unknown> }) => {
      received.push(payload.new);
    });
  channels.push([member.client, channel]);
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
  return received;
}

/** Waits until `received` holds `count` rows (deliveries arrive in commit order on each member's socket). */
const delivered = (received: unknown[], count: number) => vi.waitFor(() => expect(received).toHaveLength(count), { timeout: 10_000, interval: 20 });

describe('realtime', () => {
  it('delivers a new notification to its owner only', async () => {
    const mayas = await listen(maya, 'notifications', `user_id=eq.${maya.id}`);
    const jasmines = await listen(jasmine, 'notifications');
    ok(await amara.client.from('connection_requests').insert({ requester_id: amara.id, requested_id: maya.id }));
    await delivered(mayas, 1);
    expect(mayas[0]).toMatchObject({ type: 'connection_request', user_id: maya.id, read: false });
    // A later notification of Jasmine's own: once it has reached her, Maya's would have come before it.
    ok(await amara.client.from('connection_requests').insert({ requester_id: amara.id, requested_id: jasmine.id }));
    await delivered(jasmines, 1);
    expect(jasmines.map((n) => n.user_id)).toEqual([jasmine.id]);
    expect(mayas).toHaveLength(1);
  });

  it('delivers messages to participants, not to other members listening to all messages', async () => {
    const convo = ok(await maya.client.rpc('get_or_create_conversation', { other_user_id: amara.id }));
    const amaras = await listen(amara, 'messages');
    const jasmines = await listen(jasmine, 'messages');
    ok(await maya.client.from('messages').insert({ conversation_id: convo.id, sender_id: maya.id, content: 'Live hello' }));
    await delivered(amaras, 1);
    expect(amaras.map((m) => m.content)).toEqual(['Live hello']);
    // A later message in Jasmine's own conversation: once it has reached her, Maya's would have come before it.
    const own = ok(await jasmine.client.rpc('get_or_create_conversation', { other_user_id: maya.id }));
    ok(await maya.client.from('messages').insert({ conversation_id: own.id, sender_id: maya.id, content: 'Hello Jasmine' }));
    await delivered(jasmines, 1);
    expect(jasmines.map((m) => m.content)).toEqual(['Hello Jasmine']);
    expect(amaras).toHaveLength(1);
  });
});
