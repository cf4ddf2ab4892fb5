// postgres_changes bindings: filters (typed by the column), events, ids, and replies that always match the
// client's bindings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresChangesFilter } from '@supabase/supabase-js';
import type { LocalSupabase } from '../src/index.ts';
import { startTestServer } from './helpers.ts';
import { closeClients, createMember, Inbox, settle, subscribed, type Member, type Payload } from './realtime-helpers.ts';

let server: LocalSupabase;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob] = await Promise.all([createMember(server, 'alice'), createMember(server, 'bob')]);
});

afterAll(async () => {
  await closeClients();
  await server?.stop();
});

let n = 0;
async function post(fields: { user?: Member; content?: string; likes?: number; published?: boolean; metadata?: unknown; tags?: string }) {
  const content = fields.content ?? `post ${++n}`;
  const { rows } = await server.db.query<{ id: number }>(
    `insert into public.posts (user_id, content, likes_count, published, metadata, tags)
     values ($1, $2, $3, $4, $5, coalesce($6, '{}')::text[]) returning id`,
    [
      (fields.user ?? alice).id,
      content,
      fields.likes ?? 0,
      fields.published ?? true,
      fields.metadata === undefined ? null : JSON.stringify(fields.metadata),
      fields.tags ?? null,
    ],
  );
  return { id: Number(rows[0].id), content };
}

/** One channel per filter; returns the contents each filter let through, after a marker every filter passes. */
async function through(filters: string[], make: () => Promise<unknown>): Promise<Record<string, string[]>> {
  const inboxes = filters.map(() => new Inbox());
  await Promise.all(
    filters.map((filter, i) =>
      subscribed(
        alice.client
          .channel(`f-${++n}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts', filter }, inboxes[i].push)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts', filter: 'content=eq.MARKER' }, inboxes[i].push),
      ),
    ),
  );
  await make();
  await Promise.all(inboxes.map((inbox, i) => (i === 0 ? settle(inbox, () => post({ content: 'MARKER' }), isMarker) : inbox.waitFor(isMarker))));
  await server.db.query(`delete from public.posts where content = 'MARKER'`);
  return Object.fromEntries(filters.map((f, i) => [f, inboxes[i].items.filter((p) => !isMarker(p)).map((p) => p.new.content)]));
}
const isMarker = (p: Payload) => p.new?.content === 'MARKER';

describe('postgres_changes filters', () => {
  it('applies eq, neq, lt, lte, gt, gte and in with the column types', async () => {
    const got = await through(
      ['likes_count=eq.5', 'likes_count=neq.5', 'likes_count=lt.5', 'likes_count=lte.5', 'likes_count=gt.5', 'likes_count=gte.5', 'likes_count=in.(1,9)', `user_id=eq.${bob.id}`],
      async () => {
        for (const likes of [1, 5, 9]) await post({ content: `likes ${likes}`, likes, user: likes === 9 ? bob : alice });
      },
    );
    expect(got).toEqual({
      'likes_count=eq.5': ['likes 5'],
      'likes_count=neq.5': ['likes 1', 'likes 9'],
      'likes_count=lt.5': ['likes 1'],
      'likes_count=lte.5': ['likes 1', 'likes 5'],
      'likes_count=gt.5': ['likes 9'],
      'likes_count=gte.5': ['likes 5', 'likes 9'],
      'likes_count=in.(1,9)': ['likes 1', 'likes 9'],
      [`user_id=eq.${bob.id}`]: ['likes 9'],
    });
  });

  it('supports the newer operators: text comparisons, is, not., like, ilike, AND lists and quoted values', async () => {
    const quoted = postgresChangesFilter().eq('content', 'a, (quoted) "value"').build();
    const got = await through(
      ['published=eq.false', 'metadata=is.null', 'published=not.eq.true', 'content=like.%quoted%', 'content=ilike.HELLO%', 'likes_count=gt.1,likes_count=lt.3', 'content=in.("x,y",z)', quoted, 'created_at=gt.2000-01-01'],
      async () => {
        await post({ content: 'hello there', likes: 2, published: false });
        await post({ content: 'x,y', metadata: { a: 1 } });
        await post({ content: 'a, (quoted) "value"', likes: 4 });
      },
    );
    expect(got).toEqual({
      'published=eq.false': ['hello there'],
      'metadata=is.null': ['hello there', 'a, (quoted) "value"'],
      'published=not.eq.true': ['hello there'],
      'content=like.%quoted%': ['a, (quoted) "value"'],
      'content=ilike.HELLO%': ['hello there'],
      'likes_count=gt.1,likes_count=lt.3': ['hello there'],
      'content=in.("x,y",z)': ['x,y'],
      [quoted]: ['a, (quoted) "value"'],
      'created_at=gt.2000-01-01': ['hello there', 'x,y', 'a, (quoted) "value"'],
    });
  });

  it('filters UPDATE on the new row but never filters DELETE', async () => {
    const inbox = new Inbox();
    await subscribed(
      alice.client.channel('upd-del').on('postgres_changes', { event: '*', schema: 'public', table: 'posts', filter: 'likes_count=gte.10' }, inbox.push),
    );
    const { id } = await post({ content: 'grows', likes: 0 });
    await server.db.query('update public.posts set likes_count = 3 where id = $1', [id]);
    await server.db.query('update public.posts set likes_count = 12 where id = $1', [id]);
    // Visibility is checked on the row as it is when the change is processed: wait before deleting it.
    await inbox.waitFor((p) => p.eventType === 'UPDATE');
    await server.db.query('delete from public.posts where id = $1', [id]);
    const del = await inbox.waitFor((p) => p.eventType === 'DELETE');
    expect(del.old).toEqual({ id });
    expect(inbox.items.map((p) => `${p.eventType}:${p.new.likes_count ?? ''}`)).toEqual(['UPDATE:12', 'DELETE:']);
  });

  it('routes each event to the bindings it matches, by id and event type', async () => {
    const [all, inserts, updates, big] = [new Inbox(), new Inbox(), new Inbox(), new Inbox()];
    await subscribed(
      alice.client
        .channel('routing')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'posts' }, all.push)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, inserts.push)
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'posts' }, updates.push)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts', filter: 'likes_count=gt.100' }, big.push),
    );
    const small = await post({ content: 'small', likes: 1 });
    const large = await post({ content: 'large', likes: 500 });
    await server.db.query('update public.posts set content = $2 where id = $1', [small.id, 'small edited']);
    await all.waitFor((p) => p.eventType === 'UPDATE');
    await updates.waitFor();
    expect(all.items.map((p) => p.new.content)).toEqual(['small', 'large', 'small edited']);
    expect(inserts.items.map((p) => p.new.content)).toEqual(['small', 'large']);
    expect(updates.items.map((p) => p.new.content)).toEqual(['small edited']);
    expect(big.items.map((p) => p.new.id)).toEqual([large.id]);
  });

  it('answers every binding shape with the same values in the same order (no bindings mismatch)', async () => {
    const schemaWide = new Inbox();
    const everything = new Inbox();
    const channel = alice.client
      .channel('shapes')
      .on('postgres_changes', { event: '*', schema: 'public' }, schemaWide.push)
      .on('postgres_changes', { event: '*', schema: '*' }, everything.push)
      .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'messages' }, () => {})
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts', filter: 'id=eq.1' }, () => {})
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'conversations', filter: '' }, () => {});
    await subscribed(channel);
    const ids = channel.bindings.postgres_changes.map((b: Payload) => b.id);
    expect(ids.every((id: unknown) => Number.isInteger(id))).toBe(true);
    expect(new Set(ids).size).toBe(5);

    const { rows } = await server.db.query<{ id: string }>(
      'insert into public.conversations (participant_1, participant_2) values ($1, $2) returning id',
      [alice.id, bob.id],
    );
    await schemaWide.waitFor((p) => p.table === 'conversations' && p.new.id === rows[0].id);
    await everything.waitFor((p) => p.table === 'conversations' && p.new.id === rows[0].id);
  });

  it('restricts the payload to the columns of `select`', async () => {
    const [narrow, full] = [new Inbox(), new Inbox()];
    await subscribed(
      alice.client
        .channel('select')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts', select: ['id', 'content'] }, narrow.push)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, full.push),
    );
    const { id } = await post({ content: 'narrow', likes: 7 });
    expect((await narrow.waitFor()).new).toEqual({ id, content: 'narrow' });
    expect((await full.waitFor()).new).toMatchObject({ id, content: 'narrow', likes_count: 7, user_id: alice.id });
  });
});
