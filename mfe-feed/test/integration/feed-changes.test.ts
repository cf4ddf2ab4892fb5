// @vitest-environment node
/**
 * The feed's channel (`subscribeFeedChanges`) through supabase-js realtime, as the live feed opens it: another
 * member's post, her like and comment and her delete reach the viewer's handlers, and the function it returns
 * closes the channel.
 */
import { type LocalSupabase, type Member, signUpMember, startTestServer } from '@diva/test-utils/backend';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addComment } from '../../src/features/comments/api/add-comment.ts';
import { createPost } from '../../src/features/composer/api/create-post.ts';
import { subscribeFeedChanges } from '../../src/features/posts/api/subscribe-feed-changes.ts';
import { toggleLike } from '../../src/features/posts/api/toggle-like.ts';

let server: LocalSupabase;
let ada: Member;
let bea: Member;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Viewer');
  bea = await signUpMember(server, 'Bea Author');
}, 60_000);
afterAll(async () => {
  await ada?.client.removeAllChannels();
  await server?.stop();
});

it("hands another member's post, counters, comment and delete to the handlers, and closes on unsubscribe", async () => {
  const events: string[] = [];
  const joins: boolean[] = [];
  let postId = '';
  const unsubscribe = subscribeFeedChanges(
    { viewerId: ada.id },
    {
      onPostInserted: (post) => events.push(`inserted by ${post.user_id === bea.id ? 'bea' : post.user_id}`),
      onPostUpdated: (post) => events.push(`updated ${post.likes_count}/${post.comments_count}`),
      onPostDeleted: (id) => events.push(`deleted ${id === postId ? 'her post' : id}`),
      onCommentInserted: (comment) => events.push(`comment on ${comment.post_id === postId ? 'her post' : comment.post_id}`),
      onSubscribed: (resumed) => joins.push(resumed),
    },
    ada.client,
  );
  await expect.poll(() => joins, { timeout: 5000 }).toEqual([false]);

  postId = (await createPost({ userId: bea.id, content: 'Hello live world', tags: [] }, bea.client)).id;
  await toggleLike({ postId, userId: bea.id, like: true }, bea.client);
  await addComment({ postId, userId: bea.id, content: 'First comment' }, bea.client);
  await expect.poll(() => events.length, { timeout: 5000 }).toBeGreaterThanOrEqual(4);
  expect(events.slice(0, 2)).toEqual(['inserted by bea', 'updated 1/0']);
  // The comment and its counter update commit together; their order does not matter.
  expect(events.slice(2).sort()).toEqual(['comment on her post', 'updated 1/1']);

  const { error } = await bea.client.from('posts').delete().eq('id', postId);
  expect(error).toBeNull();
  await expect.poll(() => events.at(-1), { timeout: 5000 }).toBe('deleted her post');

  expect(ada.client.getChannels()).toHaveLength(1);
  unsubscribe();
  await expect.poll(() => ada.client.getChannels().length, { timeout: 5000 }).toBe(0);
});
