// The mixed bench's subscribers (bench/lean-subscribers.ts over bench/raw-websocket.ts) read change events from
// their bytes: a misreading would show in `npm run bench:backend` only as missing deliveries, so they are checked
// here against a real server, one event at a time and in a burst that arrives in several reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeanSubscribers } from '../bench/lean-subscribers.ts';
import type { Subscribers } from '../bench/mixed-load.ts';
import type { LocalSupabase } from '../src/index.ts';
import { startTestServer } from './helpers.ts';
import { closeClients, createMember, sleep, type Member } from './realtime-helpers.ts';

let server: LocalSupabase;
let members: Member[];
let subscribers: Subscribers;
let conversation: string;
const received: [member: string, table: string, content: string][] = [];

beforeAll(async () => {
  server = await startTestServer();
  members = [await createMember(server, 'ana'), await createMember(server, 'bea'), await createMember(server, 'cleo')];
  const { rows } = await server.db.query<{ id: string }>('insert into public.conversations (participant_1, participant_2) values ($1, $2) returning id', [
    members[0].id,
    members[1].id,
  ]);
  conversation = rows[0].id;
  const ready = { url: server.url, anonKey: server.anonKey, tokens: members.map((m) => m.token), members: members.map((m) => m.id), conversations: [], recentPosts: [] };
  subscribers = openLeanSubscribers(ready, 3);
  await subscribers.join((member, table, content) => received.push([member, table, content]));
});

afterAll(async () => {
  await subscribers?.leave();
  subscribers?.close();
  await closeClients();
  await server?.stop();
});

async function until(count: number) {
  for (let i = 0; i < 200 && received.length < count; i++) await sleep(25);
}

describe("the bench's subscribers", () => {
  it("read each event's table and content, as each member may see it", async () => {
    await server.db.query('insert into public.posts (user_id, content) values ($1, $2)', [members[0].id, 'mix live 0 1 1']);
    await server.db.query('insert into public.messages (conversation_id, sender_id, content) values ($1, $2, $3)', [conversation, members[0].id, 'mix live 0 1 2']);
    await until(5);
    await sleep(200); // nothing more arrives: cleo is not in the conversation
    expect(received.sort()).toEqual(
      [
        [members[0].id, 'posts', 'mix live 0 1 1'],
        [members[1].id, 'posts', 'mix live 0 1 1'],
        [members[2].id, 'posts', 'mix live 0 1 1'],
        [members[0].id, 'messages', 'mix live 0 1 2'],
        [members[1].id, 'messages', 'mix live 0 1 2'],
      ].sort(),
    );
  });

  it('read a burst of large events, each once and whole', async () => {
    received.length = 0;
    // About 3 KB each: the pass's frames for a socket span several reads of the socket.
    const contents = Array.from({ length: 300 }, (_, i) => `mix burst ${i} ${'x'.repeat(3000)}`);
    await server.db.query('insert into public.posts (user_id, content) select $1, c from unnest($2::text[]) c', [members[1].id, contents]);
    await until(900);
    expect(received.length).toBe(900);
    for (const member of members) {
      expect(received.filter(([m]) => m === member.id).map(([, table, content]) => `${table} ${content}`)).toEqual(contents.map((c) => `posts ${c}`));
    }
  });
});
