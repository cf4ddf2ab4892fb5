// @vitest-environment node
/**
 * What one member cannot do to another's feed data, through supabase-js as two signed-in members: like as
 * someone else, change counters, edit or delete another member's post or comment (or her like).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LocalSupabase, type Member, noRows, refused, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let ada: Member;
let bea: Member;
let post: { id: string };
let comment: { id: string };

const row = async (client: SupabaseClient, table: string, id: string) =>
  (await client.from(table).select('*').eq('id', id).maybeSingle()).data as Record<string, unknown> | null;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Author');
  bea = await signUpMember(server, 'Bea Other');
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

beforeEach(async () => {
  post = (await ada.client.from('posts').insert({ user_id: ada.id, content: "Ada's post", tags: ['General'] }).select('id').single()).data!;
  comment = (await ada.client.from('post_comments').insert({ post_id: post.id, user_id: ada.id, content: "Ada's comment" }).select('id').single()).data!;
});

describe('likes', () => {
  it('cannot be given in another member’s name', async () => {
    refused(await bea.client.from('post_likes').insert({ post_id: post.id, user_id: ada.id }), '42501');
    expect((await row(ada.client, 'posts', post.id))!.likes_count).toBe(0);
  });

  it('cannot be taken back for another member', async () => {
    await ada.client.from('post_likes').insert({ post_id: post.id, user_id: ada.id });
    noRows(await bea.client.from('post_likes').delete().eq('post_id', post.id).eq('user_id', ada.id).select());
    expect((await row(ada.client, 'posts', post.id))!.likes_count).toBe(1);
  });

  it('count once per member', async () => {
    expect((await bea.client.from('post_likes').insert({ post_id: post.id, user_id: bea.id })).error).toBeNull();
    refused(await bea.client.from('post_likes').insert({ post_id: post.id, user_id: bea.id }), '23505');
    expect((await row(ada.client, 'posts', post.id))!.likes_count).toBe(1);
  });
});

describe('counters', () => {
  it('cannot be written by a member, not even on her own post', async () => {
    refused(await ada.client.from('posts').update({ likes_count: 1000 }).eq('id', post.id), '42501');
    refused(await ada.client.from('posts').update({ comments_count: 1000 }).eq('id', post.id), '42501');
    refused(await bea.client.from('posts').update({ likes_count: 1000 }).eq('id', post.id), '42501');
    expect(await row(ada.client, 'posts', post.id)).toMatchObject({ likes_count: 0, comments_count: 1 });
  });

  it('start at 0 whatever a new post claims', async () => {
    const created = await bea.client
      .from('posts')
      .insert({ user_id: bea.id, content: 'Inflated', likes_count: 50, comments_count: 9, shares_count: 3 })
      .select('likes_count, comments_count, shares_count')
      .single();
    expect(created.data).toEqual({ likes_count: 0, comments_count: 0, shares_count: 0 });
  });
});

describe("another member's post", () => {
  it('cannot be edited', async () => {
    noRows(await bea.client.from('posts').update({ content: 'Hijacked', tags: ['Spam'] }).eq('id', post.id).select());
    expect(await row(ada.client, 'posts', post.id)).toMatchObject({ content: "Ada's post", tags: ['General'] });
  });

  it('cannot be deleted', async () => {
    noRows(await bea.client.from('posts').delete().eq('id', post.id).select());
    expect(await row(ada.client, 'posts', post.id)).not.toBeNull();
  });

  it('cannot be created in her name', async () => {
    refused(await bea.client.from('posts').insert({ user_id: ada.id, content: 'Impersonation' }), '42501');
  });
});

describe("another member's comment", () => {
  it('cannot be edited', async () => {
    noRows(await bea.client.from('post_comments').update({ content: 'Hijacked' }).eq('id', comment.id).select());
    expect((await row(ada.client, 'post_comments', comment.id))!.content).toBe("Ada's comment");
  });

  it('cannot be deleted', async () => {
    noRows(await bea.client.from('post_comments').delete().eq('id', comment.id).select());
    expect(await row(ada.client, 'post_comments', comment.id)).not.toBeNull();
    expect((await row(ada.client, 'posts', post.id))!.comments_count).toBe(1);
  });

  it('cannot be written in her name', async () => {
    refused(await bea.client.from('post_comments').insert({ post_id: post.id, user_id: ada.id, content: 'Impersonation' }), '42501');
  });
});

describe('the owner', () => {
  it('may edit and delete her own post and comment (the rules above are not blanket refusals)', async () => {
    const edited = await ada.client.from('post_comments').update({ content: 'Edited' }).eq('id', comment.id).select('content');
    expect(edited.data).toEqual([{ content: 'Edited' }]);
    expect((await ada.client.from('post_comments').delete().eq('id', comment.id).select('id')).data).toHaveLength(1);
    expect((await ada.client.from('posts').update({ content: 'Edited post' }).eq('id', post.id).select('content')).data).toEqual([
      { content: 'Edited post' },
    ]);
    expect((await ada.client.from('posts').delete().eq('id', post.id).select('id')).data).toHaveLength(1);
  });
});
