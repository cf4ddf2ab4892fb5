// @vitest-environment node
/**
 * The page's Supabase client (@diva/core's createDivaClient, which the shell creates at boot) against a real
 * local-supabase: Auth and REST carry the member's token, and Realtime, Storage and Functions, loaded on first use
 * and only once the shell lets them, act as the signed-in member too (row-level security decides what a channel
 * hears).
 */
import { createDivaClient, type DivaClient, holdServicesUntil, loadServices, openChannel } from '@diva/core';
import { type LocalSupabase, MEMBER_PASSWORD, type Member, signUpMember, startTestServer } from '@diva/test-utils/backend';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';

let server: LocalSupabase;
let ada: Member;
let bea: Member;
let cleo: Member;
const closers: (() => void)[] = [];

const pageClient = (): DivaClient =>
  createDivaClient({ url: server.url, anonKey: server.anonKey }, { persistSession: false, webSocket: WebSocket });

async function signedIn(member: Member): Promise<DivaClient> {
  const client = pageClient();
  const { error } = await client.auth.signInWithPassword({ email: member.email, password: MEMBER_PASSWORD });
  if (error) throw error;
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Page');
  bea = await signUpMember(server, 'Bea Sender');
  cleo = await signUpMember(server, 'Cleo Outsider');
}, 60_000);
afterAll(async () => {
  for (const close of closers) close();
  await server?.stop();
});

it('sends REST requests as the signed-in member, and as anon before she signs in', async () => {
  const client = pageClient();
  const anon = await client.from('profiles').update({ bio: 'anon was here' }).eq('user_id', ada.id).select('bio');
  expect(anon.error?.code).toBe('42501');

  await client.auth.signInWithPassword({ email: ada.email, password: MEMBER_PASSWORD });
  const own = await client.from('profiles').update({ bio: 'Founder of a bakery' }).eq('user_id', ada.id).select('bio');
  expect(own.error).toBeNull();
  expect(own.data).toEqual([{ bio: 'Founder of a bakery' }]);
  const others = await client.from('profiles').update({ bio: 'not hers' }).eq('user_id', bea.id).select('bio');
  expect(others.data).toEqual([]);

  const conversation = await client.rpc('get_or_create_conversation', { other_user_id: bea.id });
  expect(conversation.error).toBeNull();
  expect([conversation.data?.participant_1, conversation.data?.participant_2]).toContain(ada.id);
});

it('joins Realtime as the member: her conversation reaches her, not a third member', async () => {
  const [adaClient, cleoClient] = await Promise.all([signedIn(ada), signedIn(cleo)]);
  const heard = { ada: [] as string[], cleo: [] as string[] };
  const joined = { ada: false, cleo: false };
  for (const [name, client] of [['ada', adaClient], ['cleo', cleoClient]] as const) {
    closers.push(
      openChannel(client, (services) =>
        services
          .channel(`page-client-${name}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, ({ new: row }) =>
            heard[name].push((row as { content: string }).content),
          )
          .subscribe((status) => {
            if (status === 'SUBSCRIBED') joined[name] = true;
          }),
      ),
    );
  }
  await expect.poll(() => joined, { timeout: 10_000 }).toEqual({ ada: true, cleo: true });

  const { data: conversation, error } = await bea.client.rpc('get_or_create_conversation', { other_user_id: ada.id });
  expect(error).toBeNull();
  const sent = await bea.client.from('messages').insert({ conversation_id: conversation!.id, sender_id: bea.id, content: 'Coffee on Friday?' });
  expect(sent.error).toBeNull();

  await expect.poll(() => heard.ada, { timeout: 10_000 }).toEqual(['Coffee on Friday?']);
  // A later message in Cleo's own conversation: once it has reached her, Ada's would have come before it.
  const own = await bea.client.rpc('get_or_create_conversation', { other_user_id: cleo.id });
  expect(own.error).toBeNull();
  expect((await bea.client.from('messages').insert({ conversation_id: own.data!.id, sender_id: bea.id, content: 'Hello Cleo' })).error).toBeNull();
  await expect.poll(() => heard.cleo.length, { timeout: 10_000 }).toBe(1);
  expect(heard.cleo).toEqual(['Hello Cleo']);
});

it('loads the services only once the shell lets them, and closing before they load opens nothing', async () => {
  let release: () => void = () => undefined;
  holdServicesUntil(new Promise<void>((resolve) => (release = resolve)));
  try {
    const client = await signedIn(ada);
    let opened = 0;
    const close = openChannel(client, (services) => {
      opened += 1;
      return services.channel('never-opened').subscribe();
    });
    let loaded = false;
    const services = loadServices(client).then((loadedServices) => {
      loaded = true;
      return loadedServices;
    });
    // A request to the server, sent after the services were asked for, is answered while they wait (unheld,
    // they would load first: a module already downloaded, and no request of their own).
    expect((await client.from('profiles').select('user_id').limit(1)).error).toBeNull();
    expect(loaded).toBe(false);
    close();

    release();
    const { realtime } = await services;
    expect(loaded).toBe(true);
    // openChannel asked for the same load first: its callback has run by now.
    expect(opened).toBe(0);
    expect(realtime.getChannels()).toEqual([]);
  } finally {
    holdServicesUntil(Promise.resolve());
  }
});
