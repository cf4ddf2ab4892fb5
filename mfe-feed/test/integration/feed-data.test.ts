// @vitest-environment node
/** The feed's own requests (the api/ folders of its features) against a real local-supabase, as two members. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addComment } from '../../src/features/comments/api/add-comment.ts';
import { fetchComments } from '../../src/features/comments/api/get-comments.ts';
import { createPost } from '../../src/features/composer/api/create-post.ts';
import { tagsWithAutoLabels } from '../../src/lib/auto-label.ts';
import { requestConnection } from '../../src/features/connections/api/request-connection.ts';
import { fetchFeedPosts } from '../../src/features/posts/api/get-feed-posts.ts';
import { toggleLike } from '../../src/features/posts/api/toggle-like.ts';
import { DataError, deleteConnectionRequest } from '@diva/core';
import { anonClient, type LocalSupabase, type Member, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let ada: Member;
let bea: Member;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Author');
  bea = await signUpMember(server, 'Bea Reader');
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('reading the feed', () => {
  it('gives the 50 newest posts with author, tags, like state, achievement flag and counts in one request', async () => {
    // 60 posts, oldest first, one minute apart, straight into the database.
    await server.db.query(
      `insert into public.posts (user_id, content, tags, created_at)
       select $1, 'Bulk post ' || n, array['Growth'], now() - interval '1 day' + n * interval '1 minute'
       from generate_series(1, 60) as n`,
      [ada.id],
    );
    const achievement = await ada.client
      .from('user_achievements')
      .insert({ user_id: ada.id, category: 'Business Deals', title: 'Closed a deal', date_achieved: '2025-05-01' })
      .select('id')
      .single();
    const shared = await ada.client.rpc('share_achievement', { achievement_id: achievement.data!.id });
    expect(shared.error).toBeNull();
    const sharedPostId = (shared.data as { id: string }).id;
    const liked = await fetchFeedPosts({ viewerId: bea.id }, bea.client);
    await toggleLike({ postId: liked[1]!.id, userId: bea.id, like: true }, bea.client);
    await toggleLike({ postId: liked[2]!.id, userId: ada.id, like: true }, ada.client);

    const before = bea.restRequests();
    const posts = await fetchFeedPosts({ viewerId: bea.id }, bea.client);
    expect(bea.restRequests() - before).toBe(1);

    expect(posts).toHaveLength(50);
    expect(posts[0]).toMatchObject({
      id: sharedPostId,
      user_id: ada.id,
      content: 'Exciting news! I just achieved: Closed a deal in Business Deals',
      tags: ['Achievement'],
      isAchievement: true,
      author: { display_name: 'Ada Author', avatar_url: null },
    });
    expect(posts[1]).toMatchObject({ content: 'Bulk post 60', tags: ['Growth'], isLiked: true, likes_count: 1, isAchievement: false });
    // Ada's like counts for everyone but is not Bea's.
    expect(posts[2]).toMatchObject({ content: 'Bulk post 59', isLiked: false, likes_count: 1 });
    const times = posts.map((post) => post.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(posts.at(-1)!.content).toBe('Bulk post 12');

    // The same post seen by Ada: her own like, not Bea's.
    const adaView = await fetchFeedPosts({ viewerId: ada.id }, ada.client);
    expect(adaView[1]!.isLiked).toBe(false);
    expect(adaView[2]!.isLiked).toBe(true);
  });

  it('reads only the asked posts when live inserts are revealed', async () => {
    const post = await createPost({ userId: ada.id, content: 'Live one', tags: [] }, ada.client);
    const before = bea.restRequests();
    const posts = await fetchFeedPosts({ viewerId: bea.id, ids: [post.id] }, bea.client);
    expect(bea.restRequests() - before).toBe(1);
    expect(posts.map((item) => item.content)).toEqual(['Live one']);
  });

  it('is refused to a visitor who is not signed in', async () => {
    await expect(fetchFeedPosts({ viewerId: bea.id }, anonClient(server))).rejects.toMatchObject({ code: '42501' });
  });
});

describe('sharing a post', () => {
  it('stores the text trimmed, the tags with the auto labels, and all counters at 0', async () => {
    const content = '  Our startup closed its seed round!  ';
    const post = await createPost({ userId: bea.id, content, tags: tagsWithAutoLabels(content.trim(), ['Milestone']) }, bea.client);
    expect(post).toMatchObject({
      content: 'Our startup closed its seed round!',
      tags: ['Milestone', 'Business', 'Fundraising'],
      likes_count: 0,
      comments_count: 0,
      isLiked: false,
      isAchievement: false,
      author: { display_name: 'Bea Reader' },
    });
    const { data } = await ada.client.from('posts').select('tags, shares_count').eq('id', post.id).single();
    expect(data).toEqual({ tags: ['Milestone', 'Business', 'Fundraising'], shares_count: 0 });
  });

  it('refuses text that is only spaces before anything is sent', async () => {
    const before = bea.restRequests();
    await expect(createPost({ userId: bea.id, content: '   ', tags: [] }, bea.client)).rejects.toThrow('Please write something to share');
    expect(bea.restRequests()).toBe(before);
  });

  it("reports the database's refusal with its code (posting as someone else is 42501)", async () => {
    const error = await createPost({ userId: ada.id, content: 'Impersonation', tags: [] }, bea.client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({ code: '42501', status: 403 });
  });
});

describe('likes', () => {
  it('toggle on and off; the database keeps the count; liking twice is harmless', async () => {
    const post = await createPost({ userId: ada.id, content: 'Like me', tags: [] }, ada.client);
    await toggleLike({ postId: post.id, userId: bea.id, like: true }, bea.client);
    await toggleLike({ postId: post.id, userId: bea.id, like: true }, bea.client);
    let [seen] = await fetchFeedPosts({ viewerId: bea.id, ids: [post.id] }, bea.client);
    expect(seen).toMatchObject({ isLiked: true, likes_count: 1 });
    await toggleLike({ postId: post.id, userId: bea.id, like: false }, bea.client);
    [seen] = await fetchFeedPosts({ viewerId: bea.id, ids: [post.id] }, bea.client);
    expect(seen).toMatchObject({ isLiked: false, likes_count: 0 });
  });
});

describe('comments', () => {
  it('are added, listed oldest first with their authors, and counted by the database', async () => {
    const post = await createPost({ userId: ada.id, content: 'Talk to me', tags: [] }, ada.client);
    const first = await addComment({ postId: post.id, userId: bea.id, content: '  First!  ' }, bea.client);
    expect(first).toMatchObject({ content: 'First!', author: { display_name: 'Bea Reader' } });
    await addComment({ postId: post.id, userId: ada.id, content: 'Second' }, ada.client);
    const comments = await fetchComments({ postId: post.id }, bea.client);
    expect(comments.map((comment) => [comment.content, comment.author?.display_name])).toEqual([
      ['First!', 'Bea Reader'],
      ['Second', 'Ada Author'],
    ]);
    const [seen] = await fetchFeedPosts({ viewerId: bea.id, ids: [post.id] }, bea.client);
    expect(seen!.comments_count).toBe(2);
  });

  it('refuses an empty comment before anything is sent', async () => {
    const before = bea.restRequests();
    await expect(addComment({ postId: ada.id, userId: bea.id, content: ' ' }, bea.client)).rejects.toThrow();
    expect(bea.restRequests()).toBe(before);
  });
});

describe('connection requests', () => {
  it('are sent once, pending, with the optional message, and notify the recipient', async () => {
    expect(await requestConnection({ requestedId: ada.id, message: '  Loved your post  ' }, bea.client)).toBe('sent');
    expect(await requestConnection({ requestedId: ada.id }, bea.client)).toBe('already-sent');
    const { data: requests } = await ada.client.from('connection_requests').select('requester_id, status, message').eq('requested_id', ada.id);
    expect(requests).toEqual([{ requester_id: bea.id, status: 'pending', message: 'Loved your post' }]);
    const { data: notifications } = await ada.client.from('notifications').select('type, data').eq('user_id', ada.id);
    expect(notifications).toEqual([
      expect.objectContaining({ type: 'connection_request', data: expect.objectContaining({ requester_id: bea.id, requester_name: 'Bea Reader' }) }),
    ]);
  });

  it('are one per pair, either way; without a message store none', async () => {
    expect(await requestConnection({ requestedId: bea.id, message: '   ' }, ada.client)).toBe('already-sent');
    await deleteConnectionRequest({ requestId: (await bea.client.from('connection_requests').select('id').single()).data!.id }, bea.client);
    expect(await requestConnection({ requestedId: bea.id, message: '   ' }, ada.client)).toBe('sent');
    const { data } = await ada.client.from('connection_requests').select('message').eq('requester_id', ada.id).single();
    expect(data).toEqual({ message: null });
  });

  it('to oneself are refused by the database too (the UI blocks them first)', async () => {
    await expect(requestConnection({ requestedId: bea.id }, bea.client)).rejects.toMatchObject({ code: '23514' });
  });
});
