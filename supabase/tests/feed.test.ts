/** The feed: posts with tags, likes, comments and shares; the database keeps every counter. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type LocalSupabase, makeAdmin, type Member, noRows, ok, refused, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let maya: Member;
let amara: Member;
let jasmine: Member;
let admin: Member;

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
  jasmine = await signUpMember(server, 'Jasmine');
  admin = await makeAdmin(server, await signUpMember(server, 'Admin'));
});
afterAll(async () => {
  await server?.stop();
});

async function newPost(member: Member, content = 'Hello network', tags: string[] = []) {
  return ok(await member.client.from('posts').insert({ user_id: member.id, content, tags }).select().single());
}

async function counters(postId: string) {
  return ok(
    await maya.client.from('posts').select('likes_count, comments_count, shares_count').eq('id', postId).single(),
  );
}

describe('posts', () => {
  it('creates a post with tags and all counters at 0, whatever the client sends', async () => {
    const post = ok(
      await maya.client
        .from('posts')
        .insert({ user_id: maya.id, content: 'Closed a deal!', tags: ['Business', 'Achievement'], likes_count: 99, comments_count: 5, shares_count: 7 })
        .select()
        .single(),
    );
    expect(post).toMatchObject({ content: 'Closed a deal!', tags: ['Business', 'Achievement'], likes_count: 0, comments_count: 0, shares_count: 0 });
  });

  it('refuses posting as someone else', async () => {
    refused(await maya.client.from('posts').insert({ user_id: amara.id, content: 'Impersonation' }), '42501');
  });

  it('enforces content of 1 to 10000 characters and clean tags', async () => {
    ok(await maya.client.from('posts').insert({ user_id: maya.id, content: 'a'.repeat(10000) }));
    refused(await maya.client.from('posts').insert({ user_id: maya.id, content: 'a'.repeat(10001) }), '23514');
    refused(await maya.client.from('posts').insert({ user_id: maya.id, content: '   ' }), '23514');
    refused(await maya.client.from('posts').insert({ user_id: maya.id, content: 'x', tags: ['Growth', 'Growth'] }), '23514');
    refused(await maya.client.from('posts').insert({ user_id: maya.id, content: 'x', tags: [''] }), '23514');
  });

  it('lists the newest posts first for members, with the author profile embedded', async () => {
    await newPost(amara, 'Newest post');
    const rows = ok(
      await jasmine.client.from('posts').select('id, content, profiles(display_name, avatar_url)').order('created_at', { ascending: false }).limit(50),
    );
    expect(rows[0].content).toBe('Newest post');
    expect(rows[0].profiles).toEqual({ display_name: 'Amara', avatar_url: null });
  });

  it('is not readable by anon', async () => {
    refused(await anonClient(server).from('posts').select('*'), '42501');
  });

  it('lets the author edit her post but never the counters', async () => {
    const post = await newPost(maya);
    const edited = ok(await maya.client.from('posts').update({ content: 'Edited', tags: ['General'] }).eq('id', post.id).select('content, tags'));
    expect(edited).toEqual([{ content: 'Edited', tags: ['General'] }]);
    refused(await maya.client.from('posts').update({ likes_count: 1000 } as never).eq('id', post.id), '42501');
    refused(await maya.client.from('posts').update({ comments_count: 3 } as never).eq('id', post.id), '42501');
    noRows(await amara.client.from('posts').update({ content: 'Not yours' }).eq('id', post.id).select());
  });

  it('stamps an edit of the text or tags with the server\'s time, not a like, and never the client\'s', async () => {
    const post = await newPost(maya);
    expect(post.edited_at).toBeNull();
    ok(await amara.client.from('post_likes').insert({ post_id: post.id, user_id: amara.id }));
    expect(ok(await maya.client.from('posts').select('edited_at').eq('id', post.id).single()).edited_at).toBeNull();
    refused(await maya.client.from('posts').update({ edited_at: '2000-01-01T00:00:00Z' } as never).eq('id', post.id), '42501');
    const [edited] = ok(await maya.client.from('posts').update({ tags: ['Growth'] }).eq('id', post.id).select('edited_at, likes_count'));
    expect(Date.parse(edited.edited_at!)).toBeGreaterThanOrEqual(Date.parse(post.created_at));
    expect(edited.likes_count).toBe(1);
  });

  it("lets the author delete her post, the admin delete anyone's, and nobody else", async () => {
    const mine = await newPost(maya);
    noRows(await amara.client.from('posts').delete().eq('id', mine.id).select());
    expect(ok(await maya.client.from('posts').delete().eq('id', mine.id).select('id'))).toHaveLength(1);
    const amaras = await newPost(amara);
    expect(ok(await admin.client.from('posts').delete().eq('id', amaras.id).select('id'))).toHaveLength(1);
  });

  it('takes the likes, comments and shares of a deleted post with it', async () => {
    const post = await newPost(maya);
    ok(await amara.client.from('post_likes').insert({ post_id: post.id, user_id: amara.id }));
    ok(await amara.client.from('post_comments').insert({ post_id: post.id, user_id: amara.id, content: 'Nice' }));
    ok(await jasmine.client.from('post_shares').insert({ post_id: post.id, user_id: jasmine.id }));
    expect(ok(await maya.client.from('posts').delete().eq('id', post.id).select('id'))).toHaveLength(1);
    expect(ok(await amara.client.from('post_likes').select('id').eq('post_id', post.id))).toEqual([]);
    expect(ok(await amara.client.from('post_comments').select('id').eq('post_id', post.id))).toEqual([]);
    expect(ok(await jasmine.client.from('post_shares').select('id').eq('post_id', post.id))).toEqual([]);
  });
});

describe('likes', () => {
  it('counts likes, one per member and post, and uncounts on unlike', async () => {
    const post = await newPost(maya);
    ok(await amara.client.from('post_likes').insert({ post_id: post.id, user_id: amara.id }));
    ok(await jasmine.client.from('post_likes').insert({ post_id: post.id, user_id: jasmine.id }));
    expect((await counters(post.id)).likes_count).toBe(2);
    refused(await amara.client.from('post_likes').insert({ post_id: post.id, user_id: amara.id }), '23505');
    expect((await counters(post.id)).likes_count).toBe(2);
    ok(await amara.client.from('post_likes').delete().eq('post_id', post.id).eq('user_id', amara.id));
    expect((await counters(post.id)).likes_count).toBe(1);
    const mine = ok(await jasmine.client.from('post_likes').select('post_id').eq('user_id', jasmine.id).in('post_id', [post.id]));
    expect(mine).toEqual([{ post_id: post.id }]);
  });

  it("refuses liking as someone else and removing someone else's like", async () => {
    const post = await newPost(maya);
    refused(await amara.client.from('post_likes').insert({ post_id: post.id, user_id: jasmine.id }), '42501');
    ok(await jasmine.client.from('post_likes').insert({ post_id: post.id, user_id: jasmine.id }));
    noRows(await amara.client.from('post_likes').delete().eq('post_id', post.id).eq('user_id', jasmine.id).select());
    expect((await counters(post.id)).likes_count).toBe(1);
  });
});

describe('comments', () => {
  it('counts comments and lists them oldest first', async () => {
    const post = await newPost(maya);
    ok(await amara.client.from('post_comments').insert({ post_id: post.id, user_id: amara.id, content: 'Congrats!' }));
    ok(await jasmine.client.from('post_comments').insert({ post_id: post.id, user_id: jasmine.id, content: 'Amazing' }));
    expect((await counters(post.id)).comments_count).toBe(2);
    const list = ok(await maya.client.from('post_comments').select('content').eq('post_id', post.id).order('created_at'));
    expect(list.map((c) => c.content)).toEqual(['Congrats!', 'Amazing']);
  });

  it('enforces 2000 characters and non-blank comments, written as oneself', async () => {
    const post = await newPost(maya);
    ok(await amara.client.from('post_comments').insert({ post_id: post.id, user_id: amara.id, content: 'c'.repeat(2000) }));
    refused(await amara.client.from('post_comments').insert({ post_id: post.id, user_id: amara.id, content: 'c'.repeat(2001) }), '23514');
    refused(await amara.client.from('post_comments').insert({ post_id: post.id, user_id: amara.id, content: ' ' }), '23514');
    refused(await amara.client.from('post_comments').insert({ post_id: post.id, user_id: maya.id, content: 'as Maya' }), '42501');
  });

  it("lets the author edit or delete her comment (recounted), nobody else but the admin", async () => {
    const post = await newPost(maya);
    const c = ok(await amara.client.from('post_comments').insert({ post_id: post.id, user_id: amara.id, content: 'First' }).select().single());
    noRows(await jasmine.client.from('post_comments').update({ content: 'Hijacked' }).eq('id', c.id).select());
    noRows(await jasmine.client.from('post_comments').delete().eq('id', c.id).select());
    ok(await amara.client.from('post_comments').update({ content: 'First (edited)' }).eq('id', c.id));
    const second = ok(await amara.client.from('post_comments').insert({ post_id: post.id, user_id: amara.id, content: 'Second' }).select().single());
    expect((await counters(post.id)).comments_count).toBe(2);
    expect(ok(await amara.client.from('post_comments').delete().eq('id', second.id).select('id'))).toHaveLength(1);
    expect((await counters(post.id)).comments_count).toBe(1);
    expect(ok(await admin.client.from('post_comments').delete().eq('id', c.id).select('id'))).toHaveLength(1);
    expect((await counters(post.id)).comments_count).toBe(0);
  });
});

describe('shares', () => {
  it('counts shares once per member', async () => {
    const post = await newPost(maya);
    ok(await amara.client.from('post_shares').insert({ post_id: post.id, user_id: amara.id }));
    refused(await amara.client.from('post_shares').insert({ post_id: post.id, user_id: amara.id }), '23505');
    refused(await amara.client.from('post_shares').insert({ post_id: post.id, user_id: jasmine.id }), '42501');
    expect((await counters(post.id)).shares_count).toBe(1);
    ok(await amara.client.from('post_shares').delete().eq('post_id', post.id).eq('user_id', amara.id));
    expect((await counters(post.id)).shares_count).toBe(0);
  });
});
