import { CONSTANTS, newerFirst } from '@diva/core';
import type { FeedPost } from './feed-types.ts';

// Pure updates of the cached feed (newest first). The query cache only ever receives their results, so every
// path that changes the list (a new own post, live inserts, counts, deletes) keeps the same invariants.

const newestFirst = (a: FeedPost, b: FeedPost): number => newerFirst(a.created_at, b.created_at) || b.id.localeCompare(a.id);

/** Adds posts (replacing any with the same id), newest first, keeping the page size. */
export function mergePosts(list: readonly FeedPost[], incoming: readonly FeedPost[], limit: number = CONSTANTS.feedPageSize): FeedPost[] {
  const byId = new Map(list.map((post) => [post.id, post]));
  for (const post of incoming) byId.set(post.id, post);
  return [...byId.values()].sort(newestFirst).slice(0, limit);
}

/** Applies a change to one post; the same array comes back when the post is not there. */
export function updatePost(list: readonly FeedPost[], id: string, change: (post: FeedPost) => FeedPost): FeedPost[] {
  const index = list.findIndex((post) => post.id === id);
  if (index < 0) return list as FeedPost[];
  const next = [...list];
  next[index] = change(list[index]!);
  return next;
}

export function removePost(list: readonly FeedPost[], id: string): FeedPost[] {
  return list.some((post) => post.id === id) ? list.filter((post) => post.id !== id) : (list as FeedPost[]);
}

/** The viewer's like flips and the count follows (never below 0). */
export const toggleLiked = (post: FeedPost): FeedPost => ({
  ...post,
  isLiked: !post.isLiked,
  likes_count: Math.max(0, post.likes_count + (post.isLiked ? -1 : 1)),
});

/** The viewer's like set to `liked` (the count follows; unchanged when it already is). */
export const setLiked = (liked: boolean) => (post: FeedPost): FeedPost => (post.isLiked === liked ? post : toggleLiked(post));

export const addToCommentCount = (delta: number) => (post: FeedPost): FeedPost => ({
  ...post,
  comments_count: Math.max(0, post.comments_count + delta),
});

/** Fields a live UPDATE of a posts row may change; the database is the authority for the counters. */
export interface PostChange {
  content?: string;
  tags?: string[];
  likes_count?: number;
  comments_count?: number;
  edited_at?: string | null;
}

export const applyPostChange = (change: PostChange) => (post: FeedPost): FeedPost => ({
  ...post,
  content: change.content ?? post.content,
  tags: change.tags ?? post.tags,
  edited_at: change.edited_at === undefined ? post.edited_at : change.edited_at,
  likes_count: typeof change.likes_count === 'number' ? change.likes_count : post.likes_count,
  comments_count: typeof change.comments_count === 'number' ? change.comments_count : post.comments_count,
});
