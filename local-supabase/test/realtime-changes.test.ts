// postgres_changes through supabase-js: INSERT/UPDATE/DELETE from any path, payload shape, commit semantics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { startTestServer } from './helpers.ts';
import { anonRealtimeClient, closeClients, createMember, Inbox, settle, subscribed, type Member, type Payload } from './realtime-helpers.ts';

let server: LocalSupabase;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  server = await startTestServer();
  alice = await createMember(server, 'alice');
  bob = await createMember(server, 'bob');
});

afterAll(async () => {
  await closeClients();
  await server?.stop();
});

const insertPost = async (userId: string, content: string, extra: Record<string, unknown> = {}) => {
  const cols = ['user_id', 'content', ...Object.keys(extra)];
  const vals = [userId, content, ...Object.values(extra)];
  const { rows } = await server.db.query<{ id: number }>(
    `insert into public.posts (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    vals,
  );
  return Number(rows[0].id);
};

describe('postgres_changes delivery', () => {
  it('delivers INSERT, UPDATE and DELETE made with SQL to members and anon, shaped as Realtime sends them', async () => {
    const inboxes = { alice: new Inbox(), bob: new Inbox(), anon: new Inbox() };
    const anon = anonRealtimeClient(server);
    await Promise.all([
      subscribed(alice.client.channel('a-posts').on('postgres_changes', { event: '*', schema: 'public', table: 'posts' }, inboxes.alice.push)),
      subscribed(bob.client.channel('b-posts').on('postgres_changes', { event: '*', schema: 'public', table: 'posts' }, inboxes.bob.push)),
      subscribed(anon.channel('anon-posts').on('postgres_changes', { event: '*', schema: 'public', table: 'posts' }, inboxes.anon.push)),
    ]);

    const id = await insertPost(alice.id, 'hello realtime', { tags: '{a,b}', metadata: '{"k":1}' });
    for (const inbox of Object.values(inboxes)) {
      const e = await inbox.waitFor((p) => p.eventType === 'INSERT' && p.new.id === id);
      expect(e.schema).toBe('public');
      expect(e.table).toBe('posts');
      expect(e.errors).toBeNull();
      expect(e.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(e.new).toMatchObject({ id, user_id: alice.id, content: 'hello realtime', tags: ['a', 'b'], published: true, likes_count: 0, metadata: { k: 1 } });
      expect(typeof e.new.created_at).toBe('string');
      expect(e.old).toEqual({});
    }

    await server.db.query(`update public.posts set content = 'edited', likes_count = 3 where id = $1`, [id]);
    const upd = await inboxes.bob.waitFor((p) => p.eventType === 'UPDATE' && p.new.id === id);
    expect(upd.new).toMatchObject({ content: 'edited', likes_count: 3 });
    // Without REPLICA IDENTITY FULL the old row carries only the primary key.
    expect(upd.old).toEqual({ id });

    await server.db.query(`delete from public.posts where id = $1`, [id]);
    for (const inbox of Object.values(inboxes)) {
      const del = await inbox.waitFor((p) => p.eventType === 'DELETE' && p.old.id === id);
      expect(del.old).toEqual({ id });
      expect(del.new).toEqual({});
    }
  });

  it('sends the column types of the table (arrays prefixed with _)', async () => {
    const inbox = new Inbox();
    const raw: Payload[] = [];
    const ch = alice.client.channel('types').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, inbox.push);
    // The frames as they arrive, before the client reshapes the payload.
    const socket = (alice.client.realtime as unknown as { socketAdapter: { onMessage(cb: (m: Payload) => void): void } }).socketAdapter;
    socket.onMessage((m) => m.event === 'postgres_changes' && raw.push(m.payload));
    await subscribed(ch);
    const id = await insertPost(alice.id, 'typed');
    await inbox.waitFor((p) => p.new.id === id);
    const data = raw.find((p) => p.data.record.id === id)!.data;
    expect(data.type).toBe('INSERT');
    expect(data.columns).toEqual([
      { name: 'id', type: 'int8' },
      { name: 'user_id', type: 'uuid' },
      { name: 'content', type: 'text' },
      { name: 'tags', type: '_text' },
      { name: 'likes_count', type: 'int4' },
      { name: 'published', type: 'bool' },
      { name: 'metadata', type: 'jsonb' },
      { name: 'created_at', type: 'timestamptz' },
    ]);
    expect(data.errors).toBeNull();
    expect('old_record' in data).toBe(false);
  });

  it('delivers only after commit, in commit order, and never a rolled-back change', async () => {
    const inbox = new Inbox();
    await subscribed(alice.client.channel('commit').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, inbox.push));

    await expect(
      server.db.transaction(async (tx) => {
        await tx.query(`insert into public.posts (user_id, content) values ($1, 'rolled back')`, [alice.id]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');

    await server.db.transaction(async (tx) => {
      await tx.query(`insert into public.posts (user_id, content) values ($1, 'first of two')`, [alice.id]);
      await tx.query(`insert into public.posts (user_id, content) values ($1, 'second of two')`, [alice.id]);
    });
    await settle(inbox, () => insertPost(alice.id, 'marker-commit'), (p) => p.new.content === 'marker-commit');
    const contents = inbox.items.map((p) => p.new.content);
    expect(contents).not.toContain('rolled back');
    expect(contents).toEqual(['first of two', 'second of two', 'marker-commit']);
  });

  it('never sends a new subscriber the changes committed before it joined', async () => {
    const existing = new Inbox();
    await subscribed(alice.client.channel('backlog-old').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, existing.push));
    // A backlog of several batches, committed before the join below.
    await server.db.query(`insert into public.posts (user_id, content) select $1, 'backlog ' || i from generate_series(1, 3000) i`, [alice.id]);
    const late = new Inbox();
    await subscribed(bob.client.channel('backlog-new').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, late.push));
    await settle(late, () => insertPost(alice.id, 'after the join'), (p) => p.new.content === 'after the join');
    expect(late.items.map((p) => p.new.content)).toEqual(['after the join']);
    await existing.waitFor((p) => p.new.content === 'after the join', 20_000);
    expect(existing.items.filter((p) => p.new.content.startsWith('backlog '))).toHaveLength(3000);
    await server.db.query(`delete from public.posts where content like 'backlog %'`);
  });

  it('sends the whole old row with REPLICA IDENTITY FULL, but only the key of deleted rows under RLS', async () => {
    await server.db.exec('alter table public.posts replica identity full');
    try {
      const inbox = new Inbox();
      await subscribed(alice.client.channel('full').on('postgres_changes', { event: '*', schema: 'public', table: 'posts' }, inbox.push));
      const id = await insertPost(alice.id, 'before');
      await server.db.query(`update public.posts set content = 'after' where id = $1`, [id]);
      const upd = await inbox.waitFor((p) => p.eventType === 'UPDATE' && p.new.id === id);
      expect(upd.old).toMatchObject({ id, content: 'before', user_id: alice.id });
      await server.db.query(`delete from public.posts where id = $1`, [id]);
      const del = await inbox.waitFor((p) => p.eventType === 'DELETE' && p.old.id === id);
      expect(del.old).toEqual({ id });
    } finally {
      await server.db.exec('alter table public.posts replica identity default');
    }
  });

  it('delivers changes made by triggers and by functions run in other tables', async () => {
    // Conversations and messages are published too; a conversation row is written from SQL, like a
    // trigger or security-definer function would.
    const inbox = new Inbox();
    await subscribed(
      alice.client
        .channel('conv')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'conversations' }, inbox.push)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, inbox.push),
    );
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.conversations (participant_1, participant_2) values ($1, $2) returning id`,
      [alice.id, bob.id],
    );
    await server.db.query(`insert into public.messages (conversation_id, sender_id, content) values ($1, $2, 'hi alice')`, [rows[0].id, bob.id]);
    await inbox.waitFor((p) => p.table === 'messages' && p.new.content === 'hi alice');
    expect(inbox.items.map((p) => p.table)).toEqual(['conversations', 'messages']);
  });

  it('picks up a table added to the publication after start-up when a join names it', async () => {
    await server.db.exec(`
      create table public.rt_later (id bigint generated always as identity primary key, note text);
      alter table public.rt_later enable row level security;
      create policy rt_later_read on public.rt_later for select to authenticated using (true);
      grant select on public.rt_later to authenticated;
      alter publication supabase_realtime add table public.rt_later;`);
    const inbox = new Inbox();
    await subscribed(alice.client.channel('later').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_later' }, inbox.push));
    await server.db.query(`insert into public.rt_later (note) values ('late but here')`);
    expect((await inbox.waitFor()).new).toMatchObject({ note: 'late but here' });
  });

  it("installs a newly published table's capture once when several members join it at the same moment", async () => {
    await server.db.exec(`
      create table public.rt_crowd (id bigint primary key);
      grant select on public.rt_crowd to authenticated;
      alter publication supabase_realtime add table public.rt_crowd;`);
    if (server.db.kind === 'postgres') {
      // Deterministically: a second installation waits for the first one's uncommitted trigger, then finds it.
      let commit!: () => void;
      let installed!: () => void;
      const committed = new Promise<void>((resolve) => (commit = resolve));
      const installing = new Promise<void>((resolve) => (installed = resolve));
      const first = server.db.transaction(async (tx) => {
        await tx.query('select _local.sync_realtime_triggers()');
        installed();
        await committed;
      });
      await installing;
      const second = server.db.query('select _local.sync_realtime_triggers()');
      for (let waited = 0; ; waited += 20) {
        const { rows } = await server.db.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where query = 'select _local.sync_realtime_triggers()' and wait_event_type = 'Lock'`,
        );
        if (rows[0].n === 1 || waited > 3000) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      commit();
      await first;
      await expect(second).resolves.toBeDefined();
      await server.db.exec('drop trigger _local_realtime_capture on public.rt_crowd');
    }
    const clients = [alice, bob, alice, bob].map((m) => m.client);
    const inboxes = clients.map(() => new Inbox());
    await Promise.all(
      clients.map((c, i) => subscribed(c.channel(`crowd-${i}`).on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_crowd' }, inboxes[i].push))),
    );
    await server.db.query('insert into public.rt_crowd values (1)');
    await Promise.all(inboxes.map((inbox) => inbox.waitFor((p) => p.new.id === 1)));
  });

  it('answers a join that fails on the server with an error instead of leaving it waiting', async () => {
    await server.db.exec(`
      create table public.rt_broken (id bigint primary key);
      grant select on public.rt_broken to authenticated;
      alter publication supabase_realtime add table public.rt_broken;
      alter function _local.sync_realtime_triggers() rename to sync_realtime_triggers_away;`);
    try {
      const joined = subscribed(alice.client.channel('broken').on('postgres_changes', { event: '*', schema: 'public', table: 'rt_broken' }, () => {}), 5000);
      await expect(joined).rejects.toThrow(/CHANNEL_ERROR: .*Unable to join/);
    } finally {
      await server.db.exec('alter function _local.sync_realtime_triggers_away() rename to sync_realtime_triggers');
    }
  });
});
