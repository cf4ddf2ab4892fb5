// The product's path end to end: members signed up through /auth/v1, realtime tokens from their sessions,
// rows written through /rest/v1, sign-in and sign-out switching what a subscriber may see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../src/index.ts';
import { anonClient, signedInClient, startTestServer } from './helpers.ts';
import { Inbox, settle, subscribed } from './realtime-helpers.ts';

let server: LocalSupabase;
type Signed = Awaited<ReturnType<typeof signedInClient>>;
let alice: Signed;
let bob: Signed;
let carol: Signed;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  alice = await signedInClient(server, 'alice');
  bob = await signedInClient(server, 'bob');
  carol = await signedInClient(server, 'carol');
  clients.push(alice.client, bob.client, carol.client);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await server?.stop();
});

async function postsInbox(client: SupabaseClient, name: string) {
  const inbox = new Inbox();
  await subscribed(client.channel(name).on('postgres_changes', { event: '*', schema: 'public', table: 'posts' }, inbox.push));
  return inbox;
}

async function insertPost(client: SupabaseClient, userId: string, content: string, published = true) {
  const { data, error } = await client.from('posts').insert({ user_id: userId, content, published }).select('id').single();
  if (error) throw new Error(error.message);
  return data.id as number;
}

describe('realtime with Auth sessions and REST writes', () => {
  it('delivers REST writes of signed-up members under their own policies', async () => {
    const anon = anonClient(server);
    clients.push(anon);
    const [a, b, n] = await Promise.all([postsInbox(alice.client, 's-alice'), postsInbox(bob.client, 's-bob'), postsInbox(anon, 's-anon')]);

    const draft = await insertPost(alice.client, alice.user.id, 'alice draft via REST', false);
    const shared = await insertPost(bob.client, bob.user.id, 'bob public via REST');
    await Promise.all([a, b, n].map((inbox) => inbox.waitFor((p) => p.new?.id === shared)));
    expect(a.items.some((p) => p.new.id === draft)).toBe(true);
    expect(b.items.some((p) => p.new.id === draft)).toBe(false);
    expect(n.items.some((p) => p.new.id === draft)).toBe(false);

    const { error } = await alice.client.from('posts').update({ content: 'alice public now', published: true }).eq('id', draft);
    expect(error).toBeNull();
    await b.waitFor((p) => p.eventType === 'UPDATE' && p.new.id === draft && p.new.content === 'alice public now');
    const { error: delError } = await alice.client.from('posts').delete().eq('id', draft);
    expect(delError).toBeNull();
    expect((await n.waitFor((p) => p.eventType === 'DELETE')).old).toEqual({ id: draft });
  });

  it('keeps a conversation between its two participants', async () => {
    const [ib, ic] = [new Inbox(), new Inbox()];
    await subscribed(bob.client.channel('s-msg-bob').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, ib.push));
    await subscribed(carol.client.channel('s-msg-carol').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, ic.push));
    const { data: conv, error } = await alice.client
      .from('conversations')
      .insert({ participant_1: alice.user.id, participant_2: bob.user.id })
      .select('id')
      .single();
    expect(error).toBeNull();
    const sent = await alice.client.from('messages').insert({ conversation_id: conv!.id, sender_id: alice.user.id, content: 'for bob only' });
    expect(sent.error).toBeNull();
    await ib.waitFor((p) => p.new.content === 'for bob only');

    // Carol's own conversation with bob is the marker that everything before it was processed.
    const { data: conv2 } = await carol.client
      .from('conversations')
      .insert({ participant_1: carol.user.id, participant_2: bob.user.id })
      .select('id')
      .single();
    await settle(
      ic,
      async () => carol.client.from('messages').insert({ conversation_id: conv2!.id, sender_id: carol.user.id, content: 'carol marker' }),
      (p) => p.new.content === 'carol marker',
    );
    expect(ic.items.map((p) => p.new.content)).toEqual(['carol marker']);
  });

  it('follows sign-in and sign-out: hidden rows appear after sign-in and disappear after sign-out', async () => {
    const client = anonClient(server);
    clients.push(client);
    const inbox = await postsInbox(client, 's-switch');
    const marker = (text: string) => settle(inbox, () => insertPost(carol.client, carol.user.id, text), (p) => p.new?.content === text);

    const hiddenBefore = await insertPost(alice.client, alice.user.id, 'draft before sign-in', false);
    await marker('session marker 1');
    expect(inbox.items.some((p) => p.new.id === hiddenBefore)).toBe(false);

    const { error } = await client.auth.signInWithPassword({ email: alice.email, password: alice.password });
    expect(error).toBeNull();
    // supabase-js hands the new session token to realtime (an access_token push) on SIGNED_IN.
    await expect
      .poll(async () => {
        const id = await insertPost(alice.client, alice.user.id, 'draft after sign-in', false);
        await marker(`probe ${id}`);
        return inbox.items.some((p) => p.new.id === id);
      }, { timeout: 5000, interval: 50 })
      .toBe(true);

    await client.auth.signOut();
    await expect
      .poll(async () => {
        const id = await insertPost(alice.client, alice.user.id, 'draft after sign-out', false);
        await marker(`probe ${id}`);
        return inbox.items.some((p) => p.new.id === id);
      }, { timeout: 5000, interval: 50 })
      .toBe(false);
  });

  it('delivers to supabase-js speaking vsn 1.0.0', async () => {
    const client = anonClient(server, { realtime: { vsn: '1.0.0' } as never });
    clients.push(client);
    const inbox = await postsInbox(client, 's-v1');
    const id = await insertPost(bob.client, bob.user.id, 'for the v1 client');
    expect((await inbox.waitFor((p) => p.new?.id === id)).new).toMatchObject({ content: 'for the v1 client', published: true });
  });
});
