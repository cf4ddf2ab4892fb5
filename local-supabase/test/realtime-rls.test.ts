// Row-level security on postgres_changes: a subscriber never receives a row her policies hide.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../src/index.ts';
import { startTestServer } from './helpers.ts';
import {
  anonRealtimeClient,
  clientWithToken,
  closeClients,
  createMember,
  Inbox,
  settle,
  subscribed,
  switchableClient,
  tokenFor,
  type Member,
  type Payload,
} from './realtime-helpers.ts';

let server: LocalSupabase;
let alice: Member;
let bob: Member;
let carol: Member;

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob, carol] = await Promise.all([createMember(server, 'alice'), createMember(server, 'bob'), createMember(server, 'carol')]);
});

afterAll(async () => {
  await closeClients();
  await server?.stop();
});

const post = async (userId: string, content: string, published = true) => {
  const { rows } = await server.db.query<{ id: number }>(
    'insert into public.posts (user_id, content, published) values ($1, $2, $3) returning id',
    [userId, content, published],
  );
  return Number(rows[0].id);
};

/** Resolves once the server has handled everything this client sent before (heartbeats are answered in order). */
function roundTrip(client: SupabaseClient): Promise<void> {
  return new Promise((resolve) => {
    client.realtime.onHeartbeat((status) => status === 'ok' && resolve());
    void client.realtime.sendHeartbeat();
  });
}

async function postsInbox(client: SupabaseClient, name: string) {
  const inbox = new Inbox();
  await subscribed(client.channel(name).on('postgres_changes', { event: '*', schema: 'public', table: 'posts' }, inbox.push));
  return inbox;
}

/**
 * A new published table `name` (`id` and `columns`) whose members' SELECT policy `<name>_select` is `using`, and
 * alice's, bob's and carol's inboxes of its INSERTs, once all three are subscribed.
 */
async function publishedToAll(name: string, columns: string, using: string): Promise<Inbox[]> {
  await server.db.exec(`
    create table public.${name} (id bigint primary key, ${columns});
    alter table public.${name} enable row level security;
    create policy ${name}_select on public.${name} for select to authenticated using (${using});
    grant select on public.${name} to authenticated;
    alter publication supabase_realtime add table public.${name};
  `);
  const inboxes = [alice, bob, carol].map(() => new Inbox());
  await Promise.all(
    [alice, bob, carol].map((m, i) =>
      subscribed(m.client.channel(`${name}-${i}`).on('postgres_changes', { event: 'INSERT', schema: 'public', table: name }, inboxes[i].push)),
    ),
  );
  return inboxes;
}

describe('row-level security on postgres_changes', () => {
  it("withholds another member's unpublished post from members and anon, but not from its author", async () => {
    const anon = anonRealtimeClient(server);
    const service = clientWithToken(server, server.serviceRoleKey);
    const [a, b, n, s] = await Promise.all([
      postsInbox(alice.client, 'p-alice'),
      postsInbox(bob.client, 'p-bob'),
      postsInbox(anon, 'p-anon'),
      postsInbox(service, 'p-service'),
    ]);

    const hidden = await post(alice.id, 'draft only alice may see', false);
    const marker = () => post(carol.id, 'public marker 1');
    const isMarker = (p: Payload) => p.new?.content === 'public marker 1';
    await Promise.all([a, b, n, s].map((inbox, i) => (i === 0 ? settle(inbox, marker, isMarker) : inbox.waitFor(isMarker))));

    expect(a.items.some((p) => p.new.id === hidden)).toBe(true);
    expect(s.items.some((p) => p.new.id === hidden)).toBe(true);
    expect(b.items.some((p) => p.new.id === hidden)).toBe(false);
    expect(n.items.some((p) => p.new.id === hidden)).toBe(false);
    // Everyone gets the public marker.
    for (const inbox of [a, b, n, s]) expect(inbox.items.filter(isMarker)).toHaveLength(1);

    // Publishing the draft makes its UPDATE visible to all; unpublishing hides the next UPDATE again.
    await server.db.query('update public.posts set published = true where id = $1', [hidden]);
    await Promise.all([a, b, n].map((inbox) => inbox.waitFor((p) => p.eventType === 'UPDATE' && p.new.id === hidden && p.new.published)));
    await server.db.query(`update public.posts set published = false, content = 'hidden again' where id = $1`, [hidden]);
    await settle(b, () => post(carol.id, 'public marker 2'), (p) => p.new?.content === 'public marker 2');
    await a.waitFor((p) => p.new?.content === 'hidden again');
    expect(b.items.some((p) => p.new?.content === 'hidden again')).toBe(false);

    // DELETE is not checked against row-level security and carries only the primary key.
    await server.db.query('delete from public.posts where id = $1', [hidden]);
    const del = await b.waitFor((p) => p.eventType === 'DELETE' && p.old.id === hidden);
    expect(del.old).toEqual({ id: hidden });
  });

  it('withholds the messages of a conversation she is not part of', async () => {
    const [ia, ib, ic] = [new Inbox(), new Inbox(), new Inbox()];
    const on = (m: Member, name: string, inbox: Inbox) =>
      subscribed(m.client.channel(name).on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, inbox.push));
    await Promise.all([on(alice, 'm-alice', ia), on(bob, 'm-bob', ib), on(carol, 'm-carol', ic)]);

    const conv = async (p1: string, p2: string) =>
      (await server.db.query<{ id: string }>('insert into public.conversations (participant_1, participant_2) values ($1, $2) returning id', [p1, p2]))
        .rows[0].id;
    const ab = await conv(alice.id, bob.id);
    const bc = await conv(bob.id, carol.id);
    const say = (c: string, sender: string, content: string) =>
      server.db.query('insert into public.messages (conversation_id, sender_id, content) values ($1, $2, $3)', [c, sender, content]);

    await say(ab, alice.id, 'secret between alice and bob');
    await say(bc, bob.id, 'bob to carol');
    await ib.waitFor((p) => p.new.content === 'bob to carol');
    await ic.waitFor((p) => p.new.content === 'bob to carol');
    await ia.waitFor((p) => p.new.content === 'secret between alice and bob');
    await ib.waitFor((p) => p.new.content === 'secret between alice and bob');
    expect(ic.items.map((p) => p.new.content)).toEqual(['bob to carol']);
    expect(ia.items.map((p) => p.new.content)).toEqual(['secret between alice and bob']);
  });

  it('setAuth() moves a subscriber from anon to a member and makes her hidden rows visible', async () => {
    const { client, use } = switchableClient(server);
    const inbox = await postsInbox(client, 'switch');

    const before = await post(alice.id, 'draft before sign-in', false);
    await settle(inbox, () => post(carol.id, 'switch marker 1'), (p) => p.new?.content === 'switch marker 1');
    expect(inbox.items.some((p) => p.new.id === before)).toBe(false);

    await use(alice.token);
    await roundTrip(client);
    const after = await post(alice.id, 'draft after sign-in', false);
    await inbox.waitFor((p) => p.new?.id === after);

    // Back to another member: alice's drafts disappear again.
    await use(bob.token);
    await roundTrip(client);
    const third = await post(alice.id, 'draft bob must not see', false);
    await settle(inbox, () => post(carol.id, 'switch marker 2'), (p) => p.new?.content === 'switch marker 2');
    expect(inbox.items.some((p) => p.new.id === third)).toBe(false);
  });

  it('checks each subscriber with her own claims even when many share a socket or a token', async () => {
    // Two channels of alice on one socket and one of bob on his own: one RLS check per claims set.
    const [a1, a2, b1] = [new Inbox(), new Inbox(), new Inbox()];
    await Promise.all([
      subscribed(alice.client.channel('multi-1').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, a1.push)),
      subscribed(alice.client.channel('multi-2').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, a2.push)),
      subscribed(clientWithToken(server, tokenFor(server, bob.id, bob.email)).channel('multi-3').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, b1.push)),
    ]);
    const draft = await post(alice.id, 'multi draft', false);
    await a1.waitFor((p) => p.new.id === draft);
    await a2.waitFor((p) => p.new.id === draft);
    await settle(b1, () => post(carol.id, 'multi marker'), (p) => p.new.content === 'multi marker');
    expect(b1.items.some((p) => p.new.id === draft)).toBe(false);
  });

  it('checks several changes of one row in one pass, each against the row', async () => {
    const [a, b] = await Promise.all([postsInbox(alice.client, 'same-row-alice'), postsInbox(bob.client, 'same-row-bob')]);
    // One transaction: its changes are read in one pass of the change feed and checked together, each against
    // the row as it is then (as hosted Realtime checks a change: by its primary key).
    const ids = await server.db.transaction(async (tx) => {
      const insert = async (content: string, published: boolean) =>
        Number((await tx.query<{ id: number }>('insert into public.posts (user_id, content, published) values ($1, $2, $3) returning id', [alice.id, content, published])).rows[0].id);
      const [x, y, z] = [await insert('same row x', false), await insert('same row y', true), await insert('same row z', false)];
      await tx.query(`update public.posts set content = 'same row x, edited' where id = $1`, [x]);
      await tx.query(`update public.posts set published = true where id = $1`, [x]);
      await tx.query(`update public.posts set content = 'same row z, edited' where id = $1`, [z]);
      return { x, y, z };
    });
    const { x, y, z } = ids;
    await a.waitFor((p) => p.eventType === 'UPDATE' && p.new.id === z);
    await settle(b, () => post(carol.id, 'same row marker'), (p) => p.new?.content === 'same row marker');
    // Every change of x reaches bob (the row is published now), none of z's; alice sees all.
    expect(b.items.filter((p) => p.new?.id === x).map((p) => p.eventType)).toEqual(['INSERT', 'UPDATE', 'UPDATE']);
    expect(b.items.filter((p) => p.new?.id === y)).toHaveLength(1);
    expect(b.items.some((p) => p.new?.id === z)).toBe(false);
    expect(a.items.filter((p) => [x, z].includes(p.new?.id)).map((p) => p.eventType)).toEqual(['INSERT', 'INSERT', 'UPDATE', 'UPDATE', 'UPDATE']);
  });

  it('checks rows of tables keyed by a uuid and by two columns', async () => {
    await server.db.exec(`
      create table public.rt_pairs (a int, b text, note text not null, primary key (a, b));
      alter table public.rt_pairs enable row level security;
      create policy rt_pairs_select on public.rt_pairs for select to authenticated using (note <> 'secret');
      grant select on public.rt_pairs to authenticated;
      alter publication supabase_realtime add table public.rt_pairs;
    `);
    const [conversations, pairs] = [new Inbox(), new Inbox()];
    await subscribed(
      bob.client
        .channel('keys-bob')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'conversations' }, conversations.push)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_pairs' }, pairs.push),
    );
    await server.db.transaction(async (tx) => {
      await tx.query('insert into public.conversations (participant_1, participant_2) values ($1, $2), ($2, $3)', [alice.id, carol.id, bob.id]);
      await tx.query(`insert into public.rt_pairs values (1, 'one', 'open'), (1, 'two', 'secret'), (2, 'one', 'open')`);
    });
    await conversations.waitFor((p) => p.new.participant_1 === carol.id);
    await pairs.waitFor((p) => p.new.a === 2);
    await settle(pairs, () => server.db.query(`insert into public.rt_pairs values (3, 'marker', 'open')`), (p) => p.new.a === 3);
    expect(conversations.items.map((p) => [p.new.participant_1, p.new.participant_2])).toEqual([[carol.id, bob.id]]);
    expect(pairs.items.map((p) => `${p.new.a} ${p.new.b}`)).toEqual(['1 one', '2 one', '3 marker']);
  });

  it('checks rows keyed by text that needs quoting in an array literal', async () => {
    await server.db.exec(`
      create table public.rt_notes (key text primary key, note text not null);
      alter table public.rt_notes enable row level security;
      create policy rt_notes_select on public.rt_notes for select to authenticated using (note <> 'secret');
      grant select on public.rt_notes to authenticated;
      alter publication supabase_realtime add table public.rt_notes;
    `);
    const notes = new Inbox();
    await subscribed(bob.client.channel('text-keys-bob').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, notes.push));
    const keys = ['a "quoted", {braced} key', 'back\\slash', 'NULL', ' spaced ', 'hidden "one"'];
    await server.db.query(
      'insert into public.rt_notes select k, case when k like $2 then $3 else $4 end from unnest($1::text[]) k',
      [keys, 'hidden%', 'secret', 'open'],
    );
    await settle(notes, () => server.db.query(`insert into public.rt_notes values ('marker', 'open')`), (p) => p.new.key === 'marker');
    expect(notes.items.map((p) => p.new.key).sort()).toEqual([...keys.slice(0, 4), 'marker'].sort());
  });

  it("keeps delivering to the others when one subscriber's check fails", async () => {
    // Carol's policy check raises (division by zero, computed from the row so that planning cannot fold it for
    // everyone): the pass's batch fails, each subscriber is checked alone, and only Carol's comes back empty.
    await server.db.exec(`
      create table public.rt_fragile (id bigint primary key, note text not null);
      alter table public.rt_fragile enable row level security;
      create policy rt_fragile_select on public.rt_fragile for select to authenticated
        using (case when (select auth.uid()) = '${carol.id}' then 1 / (length(note) - length(note)) = 1 else note <> 'secret' end);
      grant select on public.rt_fragile to authenticated;
      alter publication supabase_realtime add table public.rt_fragile;
    `);
    const [a, c] = [new Inbox(), new Inbox()];
    const on = (m: Member, name: string, inbox: Inbox) =>
      subscribed(m.client.channel(name).on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_fragile' }, inbox.push));
    await Promise.all([on(alice, 'fragile-alice', a), on(carol, 'fragile-carol', c)]);
    await server.db.query(`insert into public.rt_fragile values (1, 'open'), (2, 'secret'), (3, 'open')`);
    await settle(a, () => server.db.query(`insert into public.rt_fragile values (4, 'marker')`), (p) => p.new.id === 4);
    expect(a.items.map((p) => p.new.id)).toEqual([1, 3, 4]);
    expect(c.items).toEqual([]);
  });

  it('answers every member from one check while a policy reads only the row, and each as herself once one reads the caller', async () => {
    const inboxes = await publishedToAll('rt_open', 'owner uuid', 'true');
    const insert = (id: number, owner: Member | null) => server.db.query('insert into public.rt_open values ($1, $2)', [id, owner?.id ?? null]);
    await insert(1, alice);
    await Promise.all(inboxes.map((inbox) => inbox.waitFor((p) => p.new.id === 1)));

    // The policy now reads the caller, and no join has read the catalogue since: the pass's batch finds it
    // out and checks each member as herself (shared, the first member's answer would go to all three).
    await server.db.exec(`
      drop policy rt_open_select on public.rt_open;
      create policy rt_open_select on public.rt_open for select to authenticated using (owner is null or owner = (select auth.uid()));
    `);
    await insert(2, alice);
    await insert(3, bob);
    await insert(4, carol);
    await insert(5, null); // everyone's: once it is in, all before it is
    await Promise.all(inboxes.map((inbox) => inbox.waitFor((p) => p.new.id === 5)));
    expect(inboxes.map((inbox) => inbox.items.map((p) => p.new.id))).toEqual([[1, 2, 5], [1, 3, 5], [1, 4, 5]]);
  });

  it('delivers a row whose public column is true to every member without a check, and checks everyone again once the policy changes', async () => {
    const inboxes = await publishedToAll('rt_pub', 'owner uuid, visible boolean', 'visible or owner = (select auth.uid())');
    const insert = (id: number, owner: Member, visible: boolean) => server.db.query('insert into public.rt_pub values ($1, $2, $3)', [id, owner.id, visible]);
    await insert(1, alice, true);
    await insert(2, alice, false);
    await insert(3, bob, true); // everyone's: once it is in, all before it is
    await Promise.all(inboxes.map((inbox) => inbox.waitFor((p) => p.new.id === 3)));

    // The column no longer makes a row everyone's, and no join has read the catalogue since: the pass's batch
    // finds it out and checks each member as herself (with the shortcut, row 4 would reach all three).
    await server.db.exec(`
      drop policy rt_pub_select on public.rt_pub;
      create policy rt_pub_select on public.rt_pub for select to authenticated using (owner = (select auth.uid()));
    `);
    await insert(4, alice, true);
    await insert(5, bob, true);
    await insert(6, carol, true);
    await Promise.all(inboxes.map((inbox, i) => inbox.waitFor((p) => p.new.id === 4 + i)));
    expect(inboxes.map((inbox) => inbox.items.map((p) => p.new.id))).toEqual([[1, 2, 3, 4], [1, 3, 5], [1, 3, 6]]);
  });

  it('checks every row as herself where a restrictive policy applies, whatever the public column says', async () => {
    await server.db.exec(`
      create table public.rt_restricted (id bigint primary key, owner uuid, visible boolean);
      alter table public.rt_restricted enable row level security;
      create policy rt_restricted_select on public.rt_restricted for select to authenticated using (visible or owner = (select auth.uid()));
      create policy rt_restricted_not_carol on public.rt_restricted as restrictive for select to authenticated
        using ((select auth.uid()) <> '${carol.id}'::uuid);
      grant select on public.rt_restricted to authenticated;
      alter publication supabase_realtime add table public.rt_restricted;
    `);
    const [ia, ic] = [new Inbox(), new Inbox()];
    await subscribed(alice.client.channel('restricted-alice').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_restricted' }, ia.push));
    // Carol's channel also hears posts: a public post after the row shows that the row's pass is behind her.
    await subscribed(
      carol.client
        .channel('restricted-carol')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_restricted' }, ic.push)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, ic.push),
    );
    await server.db.query('insert into public.rt_restricted values (1, $1, true)', [alice.id]);
    await ia.waitFor((p) => p.new.id === 1);
    await settle(ic, () => post(alice.id, 'after the restricted row'), (p) => p.new?.content === 'after the restricted row');
    expect(ic.items.filter((p) => p.table === 'rt_restricted')).toEqual([]);
  });
});
