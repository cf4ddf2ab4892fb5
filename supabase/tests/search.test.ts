/** The header search: one function, four groups, full-text with prefixes; row-level security decides. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type LocalSupabase, makeAdmin, type Member, ok, signUpMember, startTestServer } from '@diva/test-utils/backend';

interface Group<T> {
  items: T[];
  more: boolean;
}
interface Answer {
  people: Group<{ user_id: string; display_name: string; role: string | null; company: string | null; skills: string[] }>;
  posts: Group<{ id: string; excerpt: string; author: string | null }>;
  chapters: Group<{ id: number; name: string; location: string }>;
  events: Group<{ id: string; title: string; approved: boolean; chapter: string | null }>;
}

let server: LocalSupabase;
let zephyrine: Member;
let bioFan: Member;
let viewer: Member;
let pendingEventId: string;

async function search(member: Member, q: string, extra: { per_group?: number; only_group?: string; group_offset?: number } = {}) {
  return ok(await member.client.rpc('search_network', { q, ...extra })) as unknown as Answer;
}

beforeAll(async () => {
  server = await startTestServer();
  zephyrine = await signUpMember(server, 'Zephyrine Quillfeather');
  bioFan = await signUpMember(server, 'Brenda Stone');
  viewer = await signUpMember(server, 'Viewer Person');
  ok(await bioFan.client.from('profiles').update({ bio: 'I admire Zephyrine and her work', role: 'Founder', company: 'Stone Labs' }).eq('user_id', bioFan.id));
  ok(await zephyrine.client.from('user_superpowers').insert({ user_id: zephyrine.id, superpower: 'Negotiation' }));
  ok(await zephyrine.client.from('posts').insert({ user_id: zephyrine.id, content: 'Our fundraising gala raised a record amount for the scholarship.' }));
  ok(await bioFan.client.from('posts').insert({ user_id: bioFan.id, content: 'Quarterly planning notes, nothing about money.' }));
  // A member's own event stays pending until an approver approves it.
  const pending = ok(
    await bioFan.client
      .from('events')
      .insert({ title: 'Xylophonic networking brunch', date: '2099-05-01', time: '10:00', location: 'Online', type: 'online' })
      .select('id, approved')
      .single(),
  );
  expect(pending.approved).toBe(false);
  pendingEventId = pending.id;
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('search_network', () => {
  it('answers the four groups in one request, a name match before a bio match', async () => {
    const answer = await search(viewer, 'Zephyrine');
    expect(Object.keys(answer).sort()).toEqual(['chapters', 'events', 'people', 'posts']);
    expect(answer.people.items.map((p) => p.user_id)).toEqual([zephyrine.id, bioFan.id]);
    expect(answer.people.items[0]).toMatchObject({ display_name: 'Zephyrine Quillfeather', skills: ['Negotiation'] });
  });

  it('matches every word as a prefix ("fund" finds "fundraising", "quill" finds Quillfeather)', async () => {
    const posts = (await search(viewer, 'fund')).posts.items;
    expect(posts).toHaveLength(1);
    expect(posts[0]!.excerpt).toContain('fundraising');
    expect(posts[0]!.author).toBe('Zephyrine Quillfeather');
    expect((await search(viewer, 'zeph quill')).people.items.map((p) => p.user_id)).toEqual([zephyrine.id]);
    expect((await search(viewer, 'negot')).people.items.map((p) => p.user_id)).toEqual([zephyrine.id]);
    expect((await search(viewer, 'zeph nomatchword')).people.items).toEqual([]);
  });

  it('finds chapters by name or location', async () => {
    const { rows } = await server.db.query<{ name: string }>('select name from public.chapters order by id limit 1');
    const name = rows[0]!.name;
    const chapters = (await search(viewer, name)).chapters.items;
    expect(chapters[0]!.name).toBe(name);
  });

  it('shows a pending event to its creator and the moderator only', async () => {
    expect((await search(viewer, 'xylophonic')).events.items).toEqual([]);
    expect((await search(bioFan, 'xylophonic')).events.items.map((e) => e.id)).toEqual([pendingEventId]);
    const admin = await makeAdmin(server, await signUpMember(server, 'Approver'));
    expect((await search(admin, 'xylophonic')).events.items.map((e) => e.id)).toEqual([pendingEventId]);
    await server.db.query('update public.events set approved = true, approved_at = now() where id = $1', [pendingEventId]);
    expect((await search(viewer, 'xylophonic')).events.items).toMatchObject([{ id: pendingEventId, approved: true }]);
  });

  it('pages a group for "See all" and says when there are more', async () => {
    for (let i = 0; i < 7; i += 1) ok(await viewer.client.from('posts').insert({ user_id: viewer.id, content: `Pagination marker ${i}` }));
    const first = await search(viewer, 'pagination', { per_group: 5 });
    expect(first.posts.items).toHaveLength(5);
    expect(first.posts.more).toBe(true);
    const rest = await search(viewer, 'pagination', { per_group: 5, only_group: 'posts', group_offset: 5 });
    expect(rest.posts.items).toHaveLength(2);
    expect(rest.posts.more).toBe(false);
    expect(rest.people.items).toEqual([]);
    const ids = new Set([...first.posts.items, ...rest.posts.items].map((p) => p.id));
    expect(ids.size).toBe(7);
  });

  it('never errors on hostile input: results or an empty list', async () => {
    const hostile = ["'", '"', "zeph'", '&|!():*', '\\', '\\\\zeph', "'; drop table posts; --", 'zeph & | !', '(((', ':*', 'a'.repeat(10_000), `${'zeph '.repeat(50)}`, '   ', ''];
    for (const q of hostile) {
      const answer = await search(viewer, q);
      expect(Array.isArray(answer.people.items)).toBe(true);
    }
    expect((await search(viewer, "zeph'!:*")).people.items.map((p) => p.user_id)).toContain(zephyrine.id);
    expect((await search(viewer, '!!')).people.items).toEqual([]);
  });

  it("never finds messages: another pair's are not searched, nor are her own", async () => {
    const conversation = ok(await zephyrine.client.rpc('get_or_create_conversation', { other_user_id: bioFan.id }));
    const message = ok(
      await zephyrine.client
        .from('messages')
        .insert({ conversation_id: conversation.id, sender_id: zephyrine.id, content: 'Marzipanicle: the confidential term sheet' })
        .select('id')
        .single(),
    );
    // The member outside the pair: nothing of the message in any group, under any of its words.
    for (const q of ['marzipanicle', 'marzi', 'confidential term sheet']) {
      const answer = JSON.stringify(await search(viewer, q));
      expect(answer).not.toContain(message.id);
      expect(answer).not.toMatch(/marzipanicle|confidential/i);
    }
    // Nor for the pair themselves: the four groups only, none holding the message.
    for (const member of [zephyrine, bioFan]) {
      const answer = await search(member, 'marzipanicle');
      expect(Object.keys(answer).sort()).toEqual(['chapters', 'events', 'people', 'posts']);
      expect(JSON.stringify(answer)).not.toContain(message.id);
      expect(JSON.stringify(answer)).not.toMatch(/marzipanicle/i);
    }
  });

  it('ranks posts among the newest that match, whether the words are common, less common or rare', async () => {
    // 3,000 posts a minute apart: every one says "cadence", every fifth "tessellate", only the three oldest "obsidianite".
    await server.db.query(
      `insert into public.posts (user_id, content, created_at)
       select $1, 'Cadence note ' || n || case when n % 5 = 0 then ' tessellate' else '' end || case when n > 2997 then ' obsidianite' else '' end,
              now() - make_interval(mins => n)
         from generate_series(1, 3000) as n`,
      [viewer.id],
    );
    const newest = async (word: string, count: number) =>
      (await server.db.query<{ id: string }>(`select id from public.posts where content ~ $1 order by created_at desc limit $2`, [word, count])).rows.map((r) => r.id);
    const page = async (q: string, offset: number) =>
      (await search(viewer, q, { per_group: 50, only_group: 'posts', group_offset: offset })).posts;
    // One word in every post: the newest first, ranked among the 400 newest (the last page ends there).
    const common = (await search(viewer, 'caden')).posts;
    expect(common.items.map((p) => p.id)).toEqual(await newest('Cadence', 5));
    expect(common.more).toBe(true);
    const commonEnd = await page('caden', 350);
    expect(commonEnd.items.map((p) => p.id)).toEqual((await newest('Cadence', 400)).slice(350));
    expect(commonEnd.more).toBe(false);
    // In a fifth of them: 200 among the 1,000 newest posts, the rest of the 400 further back.
    const fifthEnd = await page('tessel', 350);
    expect(fifthEnd.items.map((p) => p.id)).toEqual((await newest('tessellate', 400)).slice(350));
    expect(fifthEnd.more).toBe(false);
    // In the three oldest only: through the index.
    const rare = (await search(viewer, 'obsidian')).posts;
    expect(rare.items.map((p) => p.id)).toEqual(await newest('obsidianite', 5));
    expect(rare.items).toHaveLength(3);
    expect(rare.more).toBe(false);
  });

  it('refuses visitors who are not signed in and an unknown group', async () => {
    const visitor = await anonClient(server).rpc('search_network', { q: 'zeph' });
    expect(visitor.error).not.toBeNull();
    const unknown = await viewer.client.rpc('search_network', { q: 'zeph', only_group: 'messages' });
    expect(unknown.error?.code).toBe('22023');
  });
});
