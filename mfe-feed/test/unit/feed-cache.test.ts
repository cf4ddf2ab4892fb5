import { describe, expect, it } from 'vitest';
import { addToCommentCount, applyPostChange, mergePosts, removePost, setLiked, toggleLiked, updatePost } from '../../src/lib/feed-cache.ts';
import { makePost } from '../support/fixtures.ts';

describe('feed cache updates', () => {
  it('merges posts newest first, replacing by id, capped at the page size', () => {
    const older = makePost({ created_at: '2025-01-01T00:00:00Z' });
    const newer = makePost({ created_at: '2025-01-02T00:00:00Z' });
    const merged = mergePosts([older], [newer, { ...older, content: 'edited' }]);
    expect(merged.map((post) => post.id)).toEqual([newer.id, older.id]);
    expect(merged[1]!.content).toBe('edited');
    const many = Array.from({ length: 60 }, () => makePost());
    expect(mergePosts([], many)).toHaveLength(50);
  });

  it('orders a post at a whole second (printed without a fraction) before a later one in the same second', () => {
    const whole = makePost({ created_at: '2026-11-26T11:49:58+00:00' });
    const later = makePost({ created_at: '2026-11-26T11:49:58.007+00:00' });
    expect(mergePosts([whole], [later]).map((post) => post.id)).toEqual([later.id, whole.id]);
  });

  it('toggles the like and its count, never below 0', () => {
    const post = makePost({ likes_count: 2, isLiked: false });
    expect(toggleLiked(post)).toMatchObject({ isLiked: true, likes_count: 3 });
    expect(toggleLiked(toggleLiked(post))).toMatchObject({ isLiked: false, likes_count: 2 });
    expect(toggleLiked(makePost({ likes_count: 0, isLiked: true }))).toMatchObject({ isLiked: false, likes_count: 0 });
  });

  it('sets the like to a state, the count following only when it changes', () => {
    const post = makePost({ likes_count: 2, isLiked: false });
    expect(setLiked(true)(post)).toMatchObject({ isLiked: true, likes_count: 3 });
    expect(setLiked(false)(post)).toBe(post);
    expect(setLiked(false)(setLiked(true)(post))).toMatchObject({ isLiked: false, likes_count: 2 });
  });

  it('updates one post and leaves the list untouched when the post is not there', () => {
    const list = [makePost({ comments_count: 1 }), makePost()];
    expect(updatePost(list, list[0]!.id, addToCommentCount(1))[0]!.comments_count).toBe(2);
    expect(updatePost(list, 'missing', addToCommentCount(1))).toBe(list);
    expect(removePost(list, 'missing')).toBe(list);
    expect(removePost(list, list[0]!.id)).toEqual([list[1]]);
  });

  it('takes the database counters from a live change and keeps the viewer extras', () => {
    const post = makePost({ likes_count: 1, isLiked: true, isAchievement: true });
    expect(applyPostChange({ likes_count: 7, comments_count: 3 })(post)).toMatchObject({
      likes_count: 7,
      comments_count: 3,
      isLiked: true,
      isAchievement: true,
      content: post.content,
    });
  });
});
