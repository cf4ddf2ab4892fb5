// Faults: after the backend restarts, signed-in supabase-js clients reconnect and rejoin their
// channels on their own, and changes reach them again under their own identity (row-level security applies).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { testClient } from './helpers.ts';
import { Inbox, subscribed } from './realtime-helpers.ts';
import { durableDb, freePort, ServerProcess, type DurableDb } from './server-process.ts';
import { DEMO_ANON_KEY } from '../src/index.ts';

let db: DurableDb;
let port: number;
let server: ServerProcess;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  [db, port] = await Promise.all([durableDb(), freePort()]);
  server = await ServerProcess.start(port, db);
}, 180_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels().catch(() => {})));
  await server?.stop('SIGKILL');
  await db?.drop();
});

/** A member signed up and signed in through /auth/v1, as the product's clients are. */
async function member(name: string): Promise<{ id: string; client: SupabaseClient }> {
  const client = testClient(server.url, DEMO_ANON_KEY);
  clients.push(client);
  const { data, error } = await client.auth.signUp({
    email: `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'correct horse battery staple',
    options: { data: { display_name: name } },
  });
  if (error || !data.session) throw error ?? new Error('no session');
  return { id: data.user!.id, client };
}

/** Waits until the channel has been joined again after its socket dropped (a fresh SUBSCRIBED). */
function resubscribed(client: SupabaseClient, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the channel did not rejoin in time')), timeoutMs);
    const check = setInterval(() => {
      const channel = client.realtime.getChannels()[0];
      if (client.realtime.isConnected() && channel?.state === 'joined') {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 50);
  });
}

async function restart(signal: 'SIGTERM' | 'SIGKILL') {
  await server.stop(signal);
  server = await ServerProcess.start(port, db);
}

describe('realtime across a backend restart', () => {
  it.each(['SIGTERM', 'SIGKILL'] as const)('a member still receives her private messages after a %s', async (signal) => {
    const [alice, bob] = await Promise.all([member('alice'), member('bob')]);
    const { data: conversation, error } = await alice.client
      .from('conversations')
      .insert({ participant_1: alice.id, participant_2: bob.id })
      .select('id')
      .single();
    expect(error).toBeNull();
    const inbox = new Inbox();
    await subscribed(
      bob.client
        .channel(`messages-${signal}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: `conversation_id=eq.${conversation!.id}` }, inbox.push),
    );
    const send = async (content: string) => {
      const { error: e } = await alice.client.from('messages').insert({ conversation_id: conversation!.id, sender_id: alice.id, content });
      expect(e).toBeNull();
    };
    await send('before');
    await inbox.waitFor((p) => p.new.content === 'before');

    await restart(signal);
    await resubscribed(bob.client);
    await send('after');
    const got = await inbox.waitFor((p) => p.new.content === 'after', 5000);
    expect(got.new.sender_id).toBe(alice.id);
    // Two server starts as child processes: about 30 s alone, far more on a loaded 2-core CI machine.
  }, 150_000);
});
