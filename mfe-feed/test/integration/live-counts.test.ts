// @vitest-environment node
/**
 * The live feed's assumptions, through supabase-js realtime as two members: another member's new post arrives
 * as a posts INSERT, and her likes and comments arrive as posts UPDATEs carrying the database's counters.
 */
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addComment } from '../../src/features/comments/api/add-comment.ts';
import { createPost } from '../../src/features/composer/api/create-post.ts';
import { toggleLike } from '../../src/features/posts/api/toggle-like.ts';
import { type LocalSupabase, type Member, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let ada: Member;
let bea: Member;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Author');
  bea = await signUpMember(server, 'Bea Reader');
}, 60_000);
afterAll(async () => {
  await ada?.client.removeAllChannels();
  await server?.stop();
});

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

it("delivers another member's post, then her like and comment as counter updates", async () => {
  const changes: Change[] = [];
  const channel = ada.client
    .channel('feed-test')
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, (change) => changes.push(change))
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'posts' }, (change) => changes.push(change))
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'post_comments' }, (change) => changes.push(change));
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, error) => (status === 'SUBSCRIBED' ? resolve() : status === 'CHANNEL_ERROR' ? reject(error) : undefined)),
  );

  const post = await createPost({ userId: bea.id, content: 'Hello live world', tags: ['Networking'] }, bea.client);
  await toggleLike({ postId: post.id, userId: bea.id, like: true }, bea.client);
  await addComment({ postId: post.id, userId: bea.id, content: 'First comment' }, bea.client);

  await expect.poll(() => changes.length, { timeout: 5000 }).toBeGreaterThanOrEqual(4);
  const summary = changes.map((change) => {
    const record = change.new as Record<string, unknown>;
    return [change.eventType, change.table, record.likes_count, record.comments_count];
  });
  expect(summary[0]).toEqual(['INSERT', 'posts', 0, 0]);
  expect(summary[1]).toEqual(['UPDATE', 'posts', 1, 0]);
  // The comment and its counter update commit together; their order within the transaction does not matter.
  expect(summary.slice(2)).toEqual(
    expect.arrayContaining([
      ['INSERT', 'post_comments', undefined, undefined],
      ['UPDATE', 'posts', 1, 1],
    ]),
  );
  expect((changes[0]!.new as Record<string, unknown>).user_id).toBe(bea.id);
});
