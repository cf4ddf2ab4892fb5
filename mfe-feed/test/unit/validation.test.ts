import { LIMITS } from '@diva/core';
import { describe, expect, it } from 'vitest';
import { addCommentInput } from '../../src/features/comments/api/add-comment.ts';
import { createPostInput } from '../../src/features/composer/api/create-post.ts';
import { checkNewTag, TAG_LIMITS } from '../../src/features/composer/utils/tags.ts';
import { requestConnectionInput } from '../../src/features/connections/api/request-connection.ts';
import { connectionBlock } from '../../src/features/connections/utils/connection-rules.ts';
import { feedPostsInput } from '../../src/features/posts/api/get-feed-posts.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('post content', () => {
  it('is trimmed and needs 1 to 10000 characters', () => {
    expect(createPostInput.parse({ userId: A, content: '  Hello  ', tags: [] }).content).toBe('Hello');
    expect(messages(createPostInput.safeParse({ userId: A, content: '   \n ', tags: [] }))).toEqual(['Please write something to share']);
    expect(createPostInput.safeParse({ userId: A, content: 'x'.repeat(LIMITS.post), tags: [] }).success).toBe(true);
    expect(createPostInput.safeParse({ userId: A, content: 'x'.repeat(LIMITS.post + 1), tags: [] }).success).toBe(false);
  });

  it('accepts at most 10 tags of at most 50 characters', () => {
    const ten = Array.from({ length: 10 }, (_, index) => `t${index}`);
    expect(createPostInput.safeParse({ userId: A, content: 'x', tags: ten }).success).toBe(true);
    expect(createPostInput.safeParse({ userId: A, content: 'x', tags: [...ten, 'eleven'] }).success).toBe(false);
    expect(createPostInput.safeParse({ userId: A, content: 'x', tags: ['y'.repeat(51)] }).success).toBe(false);
  });
});

describe('a new tag', () => {
  it('is trimmed', () => {
    expect(checkNewTag('  Growth  ', [])).toEqual({ ok: true, tag: 'Growth' });
  });

  it.each([
    ['', [], 'Tag cannot be empty'],
    ['   ', [], 'Tag cannot be empty'],
    ['Growth', ['Growth'], 'Tag already added'],
    [' growth ', ['Growth'], 'Tag already added'],
    ['x'.repeat(TAG_LIMITS.length + 1), [], 'Tag must be 50 characters or less'],
    ['eleventh', Array.from({ length: 10 }, (_, index) => `t${index}`), 'You can add up to 10 tags'],
  ])('%j next to %j is refused: %s', (raw, existing, message) => {
    expect(checkNewTag(raw, existing)).toEqual({ ok: false, message });
  });
});

describe('a comment', () => {
  it('is trimmed, 1 to 2000 characters', () => {
    expect(addCommentInput.parse({ postId: A, userId: B, content: ' Nice! ' }).content).toBe('Nice!');
    expect(addCommentInput.safeParse({ postId: A, userId: B, content: '  ' }).success).toBe(false);
    expect(addCommentInput.safeParse({ postId: A, userId: B, content: 'x'.repeat(LIMITS.comment) }).success).toBe(true);
    expect(messages(addCommentInput.safeParse({ postId: A, userId: B, content: 'x'.repeat(LIMITS.comment + 1) }))).toEqual([
      'Comment must be 2000 characters or less',
    ]);
  });
});

describe('a connection request', () => {
  it('is blocked when signed out or aimed at oneself, with the texts of spec 01 §5', () => {
    const signedOut = { title: 'Authentication Required', message: 'Please sign in to request connections' };
    expect(connectionBlock(null, B)).toEqual(signedOut);
    expect(connectionBlock(undefined, B)).toEqual(signedOut);
    expect(connectionBlock(A, A)).toEqual({ title: 'Invalid Action', message: 'You cannot connect to yourself' });
    expect(connectionBlock(A, B)).toBeNull();
  });

  it('takes an optional message of at most 500 characters', () => {
    expect(requestConnectionInput.safeParse({ requestedId: B }).success).toBe(true);
    expect(requestConnectionInput.safeParse({ requestedId: B, message: 'x'.repeat(500) }).success).toBe(true);
    expect(messages(requestConnectionInput.safeParse({ requestedId: B, message: 'x'.repeat(501) }))).toEqual([
      'Message must be 500 characters or less',
    ]);
  });
});

describe('the feed read', () => {
  it('needs a member id and asks for at most one page of ids', () => {
    expect(feedPostsInput.safeParse({ viewerId: 'not-an-id' }).success).toBe(false);
    expect(feedPostsInput.safeParse({ viewerId: A, ids: Array.from({ length: 51 }, () => B) }).success).toBe(false);
    expect(feedPostsInput.safeParse({ viewerId: A, ids: [B] }).success).toBe(true);
  });
});
