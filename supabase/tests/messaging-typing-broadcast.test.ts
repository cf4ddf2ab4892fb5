/**
 * Messaging: typing travels over a private Realtime broadcast topic `typing:<conversation id>`; the policies on
 * realtime.messages let only the conversation's two participants join (receive) and send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { type Client, type LocalSupabase, type Member, ok, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let ada: Member;
let bea: Member;
let cleo: Member;
let abId: string;
const channels: [Client, RealtimeChannel][] = [];

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Typist');
  bea = await signUpMember(server, 'Bea Reader');
  cleo = await signUpMember(server, 'Cleo Outsider');
  abId = ok(await ada.client.rpc('get_or_create_conversation', { other_user_id: bea.id })).id;
  for (const member of [ada, bea, cleo]) await member.client.realtime.setAuth((await member.client.auth.getSession()).data.session!.access_token);
}, 60_000);
afterAll(async () => {
  for (const [client, channel] of channels) await client.removeChannel(channel);
  await server?.stop();
});

/** Joins the private topic; resolves with the channel and what it hears, or rejects with the join error. */
async function join(member: Member, topic: string) {
  const heard: Record<string, unknown>[] = [];
  const channel = member.client
    .channel(topic, { config: { private: true } })
    .on('broadcast', { event: 'typing' }, ({ payload }) => heard.push(payload as Record<string, unknown>));
  channels.push([member.client, channel]);
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
  return { channel, heard };
}

const until = async (check: () => boolean, ms = 3000) => {
  for (const started = Date.now(); !check(); ) {
    if (Date.now() - started > ms) throw new Error('not in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('typing topics', () => {
  it('carry one participant’s typing to the other; nothing is written', async () => {
    const adas = await join(ada, `typing:${abId}`);
    const beas = await join(bea, `typing:${abId}`);
    expect(await adas.channel.send({ type: 'broadcast', event: 'typing', payload: { user_id: ada.id } })).toBe('ok');
    await until(() => beas.heard.length === 1);
    expect(beas.heard).toEqual([{ user_id: ada.id }]);
    expect(adas.heard).toEqual([]);
    // Authorisation is checked against realtime.messages; the broadcast itself is not stored.
    expect((await server.db.query<{ n: number }>('select count(*)::int as n from realtime.messages')).rows[0]!.n).toBe(0);
  });

  it('refuse a third member who knows the id, with Realtime’s own words', async () => {
    const topic = `typing:${abId}`;
    await expect(join(cleo, topic)).rejects.toThrow(`Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`);
  });

  it('refuse a made-up conversation, a malformed topic and any other topic', async () => {
    for (const topic of ['typing:00000000-0000-4000-8000-000000000000', 'typing:not-a-uuid', `typing:${abId}x`, `chat:${abId}`]) {
      await expect(join(ada, topic)).rejects.toThrow(/^Unauthorized: You do not have permissions to read/);
    }
  });
});
