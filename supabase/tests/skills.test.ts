/** Superpowers, passions, fuel and achievements: members read everyone's and write only their own. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type LocalSupabase, type Member, noRows, ok, refused, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let maya: Member;
let amara: Member;

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
});
afterAll(async () => {
  await server?.stop();
});

const kinds = [
  ['user_superpowers', 'superpower'],
  ['user_passions', 'passion'],
  ['user_fuel', 'fuel'],
] as const;

describe.each(kinds)('%s', (table, column) => {
  it('lets a member add, read back (newest first) and remove her own items', async () => {
    ok(await maya.client.from(table).insert({ user_id: maya.id, [column]: `${column} one` } as never));
    ok(await maya.client.from(table).insert({ user_id: maya.id, [column]: `${column} two` } as never));
    const rows = ok(await maya.client.from(table).select('*').eq('user_id', maya.id).order('created_at', { ascending: false }));
    expect(rows.map((r) => (r as Record<string, unknown>)[column])).toEqual([`${column} two`, `${column} one`]);
    const removed = ok(await maya.client.from(table).delete().eq('user_id', maya.id).eq(column as never, `${column} one`).select());
    expect(removed).toHaveLength(1);
  });

  it("lets other members read them, but not add or remove someone else's", async () => {
    const seen = ok(await amara.client.from(table).select('*').eq('user_id', maya.id));
    expect(seen).toHaveLength(1);
    refused(await amara.client.from(table).insert({ user_id: maya.id, [column]: 'planted' } as never), '42501');
    noRows(await amara.client.from(table).delete().eq('user_id', maya.id).select());
    noRows(await amara.client.from(table).update({ [column]: 'changed' } as never).eq('user_id', maya.id).select());
    expect(ok(await maya.client.from(table).select('*').eq('user_id', maya.id))).toHaveLength(1);
  });

  it('enforces 200 characters, non-blank and no duplicates', async () => {
    ok(await amara.client.from(table).insert({ user_id: amara.id, [column]: 'x'.repeat(200) } as never));
    refused(await amara.client.from(table).insert({ user_id: amara.id, [column]: 'y'.repeat(201) } as never), '23514');
    refused(await amara.client.from(table).insert({ user_id: amara.id, [column]: '   ' } as never), '23514');
    refused(await amara.client.from(table).insert({ user_id: amara.id, [column]: 'x'.repeat(200) } as never), '23505');
  });

  it('is not readable by anon', async () => {
    refused(await anonClient(server).from(table).select('*'), '42501');
  });
});

describe('achievements', () => {
  it('lets a member record, edit and delete her own achievements', async () => {
    const a = ok(
      await maya.client
        .from('user_achievements')
        .insert({ user_id: maya.id, category: 'New Clients', title: 'Signed a retainer', date_achieved: '2025-05-01' })
        .select()
        .single(),
    );
    expect(a.shared_to_community).toBe(false);
    ok(await maya.client.from('user_achievements').update({ title: 'Signed two retainers' }).eq('id', a.id));
    const deleted = ok(await maya.client.from('user_achievements').delete().eq('id', a.id).select('id'));
    expect(deleted).toEqual([{ id: a.id }]);
  });

  it('accepts only the six categories and requires a title', async () => {
    for (const category of ['New Connections', 'Appearances', 'Business Deals', 'Fundraisers', 'New Clients', 'Business Growth']) {
      ok(await maya.client.from('user_achievements').insert({ user_id: maya.id, category, title: category }));
    }
    refused(await maya.client.from('user_achievements').insert({ user_id: maya.id, category: 'Awards', title: 'x' }), '23514');
    refused(await maya.client.from('user_achievements').insert({ user_id: maya.id, category: 'Appearances', title: ' ' }), '23514');
  });

  it("shows achievements to other members but keeps them out of others' hands", async () => {
    const theirs = ok(await amara.client.from('user_achievements').select('id').eq('user_id', maya.id));
    expect(theirs.length).toBeGreaterThan(0);
    refused(await amara.client.from('user_achievements').insert({ user_id: maya.id, category: 'Appearances', title: 'x' }), '42501');
    noRows(await amara.client.from('user_achievements').update({ title: 'mine now' }).eq('user_id', maya.id).select());
    noRows(await amara.client.from('user_achievements').delete().eq('user_id', maya.id).select());
  });

  it('shares an achievement to the feed as a post linked back to it', async () => {
    const a = ok(
      await maya.client
        .from('user_achievements')
        .insert({ user_id: maya.id, category: 'Fundraisers', title: 'Raised $10k', description: 'For the scholarship fund.' })
        .select()
        .single(),
    );
    const post = ok(await maya.client.rpc('share_achievement', { achievement_id: a.id }));
    expect(post.content).toBe('Exciting news! I just achieved: Raised $10k in Fundraisers\n\nFor the scholarship fund.');
    expect(post.user_id).toBe(maya.id);
    const after = ok(await maya.client.from('user_achievements').select('shared_to_community, post_id').eq('id', a.id).single());
    expect(after).toEqual({ shared_to_community: true, post_id: post.id });
    // The feed flags it: other members find the achievement row for the post.
    const flagged = ok(await amara.client.from('user_achievements').select('post_id').in('post_id', [post.id]).not('post_id', 'is', null));
    expect(flagged).toEqual([{ post_id: post.id }]);
    refused(await maya.client.rpc('share_achievement', { achievement_id: a.id }), '23514');
    refused(await amara.client.rpc('share_achievement', { achievement_id: a.id }), 'PT404');
  });

  it("refuses to link an achievement to someone else's post", async () => {
    const post = ok(await amara.client.from('posts').insert({ user_id: amara.id, content: 'My news' }).select('id').single());
    const a = ok(
      await maya.client.from('user_achievements').insert({ user_id: maya.id, category: 'Appearances', title: 'Panel' }).select('id').single(),
    );
    refused(
      await maya.client.from('user_achievements').update({ post_id: post.id, shared_to_community: true }).eq('id', a.id),
      '42501',
    );
    const own = ok(await maya.client.from('posts').insert({ user_id: maya.id, content: 'Exciting news!' }).select('id').single());
    ok(await maya.client.from('user_achievements').update({ post_id: own.id, shared_to_community: true }).eq('id', a.id));
  });
});
