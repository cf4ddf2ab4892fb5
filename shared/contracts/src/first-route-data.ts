// What an area's first route reads, described as data so that the shell can start the requests as soon as it
// knows the member and the route, while the area's code is still downloading, and the remote then finds the
// answer in the shared TanStack Query cache under the same key. Plain data and one mapping, no client: each side
// runs the read with its own session client (the shell in its `prefetch/api/`, the area in its `api/`), and the
// database's row-level security decides what either sees. Nothing here trusts the address: the route only picks
// which description applies, the member's id comes from her own session.
import { areaForPath } from './areas.ts';

/** One REST read: `from(table).select(select)`, equality filters (`resource.column` filters an embed), newest first. */
export interface RestRead {
  table: string;
  select: string;
  eq: [column: string, value: string][];
  /** Only these rows (`column in values`). */
  in?: [column: string, values: string[]];
  order: { column: string; ascending: boolean };
  /** At most this many rows; none for a read that takes every row (a short, fixed list such as the chapters). */
  limit?: number;
}

/** A query the first route renders from: its cache key, the read, and how the rows become the cached data. */
export interface FirstRouteQuery {
  key: readonly unknown[];
  read: RestRead;
  toData: (rows: unknown[]) => unknown;
}

/**
 * The query string of a described read as the database's REST API takes it (and as supabase-js builds it: the
 * select without blanks outside quotes, `column=eq.value`, `column=in.(a,b)`, `order=column.desc`, `limit`), for
 * the shell's entry, which starts the first route's reads before any shared package (supabase-js) has loaded.
 */
export function restReadQuery(read: RestRead): string {
  let quoted = false;
  const select = [...read.select]
    .map((char) => {
      if (/\s/.test(char) && !quoted) return '';
      if (char === '"') quoted = !quoted;
      return char;
    })
    .join('');
  const params = new URLSearchParams({ select });
  for (const [column, value] of read.eq) params.append(column, `eq.${value}`);
  if (read.in) params.append(read.in[0], `in.(${read.in[1].map((value) => (/[,()]/.test(value) ? `"${value}"` : value)).join(',')})`);
  params.set('order', `${read.order.column}.${read.order.ascending ? 'asc' : 'desc'}`);
  if (read.limit !== undefined) params.set('limit', String(read.limit));
  return params.toString();
}

/** The key supabase-js keeps a project's session under in the browser's storage (`sb-<first label of the host>-auth-token`). */
export const sessionStorageKey = (supabaseUrl: string): string => `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

/** The feed's page size (spec: the 50 newest posts). */
export const FEED_PAGE_SIZE = 50;

/** The columns every feed read asks for, with the author embedded through posts.user_id -> profiles. */
export const FEED_POST_COLUMNS =
  'id, user_id, content, tags, likes_count, comments_count, created_at, edited_at, author:profiles(display_name, avatar_url)';

/** What the feed's read selects: the posts, the viewer's own like (filtered to her id) and achievements pointing at them. */
export const FEED_POSTS_SELECT = `${FEED_POST_COLUMNS}, post_likes(user_id), user_achievements(post_id)`;

/**
 * The feed's posts in one request: each post with its author, the viewer's own like of it (the embed filtered to
 * her id) and whether an achievement points at it, so the like state no longer waits for a second round trip.
 */
export function feedPostsRead(viewerId: string, ids?: string[]): RestRead & { limit: number } {
  return {
    table: 'posts',
    select: FEED_POSTS_SELECT,
    eq: [['post_likes.user_id', viewerId]],
    ...(ids ? { in: ['id', ids] as [string, string[]] } : {}),
    order: { column: 'created_at', ascending: false },
    limit: FEED_PAGE_SIZE,
  };
}

/** A row of `feedPostsRead` as the REST API returns it. */
interface FeedPostReadRow {
  tags: string[] | null;
  post_likes: unknown[] | null;
  user_achievements: unknown[] | null;
  [column: string]: unknown;
}

/** The rows of `feedPostsRead` as the feed holds them: tags never null, `isLiked` and `isAchievement` flags. */
export function feedPostsFromRows(rows: unknown[]): Record<string, unknown>[] {
  return (rows as FeedPostReadRow[]).map(({ post_likes: likes, user_achievements: achievements, ...row }) => ({
    ...row,
    tags: row.tags ?? [],
    isLiked: (likes?.length ?? 0) > 0,
    isAchievement: (achievements?.length ?? 0) > 0,
  }));
}

/** The feed's cache key of the newest page as one viewer sees it (mfe-feed's `feedKeys.posts`). */
export const feedPostsKey = (viewerId: string) => ['feed', 'posts', viewerId] as const;

/** The columns of a practice session the coach reads (mfe-coach's `SESSION_COLUMNS`). */
export const PRACTICE_SESSION_COLUMNS =
  'id, scenario_type, scenario_name, goal_description, event_type, target_audience, chat_history, status, score, scorecard, created_at, updated_at';

/** How many of her sessions the coach's first page lists (spec 02 §7: the 10 most recently updated). */
export const RECENT_PRACTICE_SESSIONS = 10;

/** Her most recently updated practice sessions: row-level security keeps the read to her own. */
export const recentPracticeSessionsRead = (): RestRead => ({
  table: 'practice_sessions',
  select: PRACTICE_SESSION_COLUMNS,
  eq: [],
  order: { column: 'updated_at', ascending: false },
  limit: RECENT_PRACTICE_SESSIONS,
});

/** The coach's cache key of her recent sessions (mfe-coach's `coachKeys.recent`). */
export const recentPracticeSessionsKey = (memberId: string) => ['coach', 'recent', memberId] as const;

/** The columns of a chapter the events area lists (mfe-events' `CHAPTER_COLUMNS`). */
export const CHAPTER_OVERVIEW_COLUMNS =
  'id, name, location, description, status, founded_year, member_count, cover_image_url, logo_url, map_image_url, president_title, president_bio, president_photo_url, president_user_id, president_name, next_event_id, next_event_title, next_event_date, next_event_time, is_member, contact_email';

/** Every chapter with its president, next event and her membership, in the order of their ids (the whole list: a few dozen rows). */
export const chaptersRead = (): RestRead => ({
  table: 'chapter_overview',
  select: CHAPTER_OVERVIEW_COLUMNS,
  eq: [],
  order: { column: 'id', ascending: true },
});

/** The events area's cache key of the chapters as one member sees them (mfe-events' `eventsKeys.chapters`). */
export const chaptersKey = (memberId: string) => ['events', 'chapters', memberId] as const;

/** The queries the page at `pathname` renders first, for the signed-in member `memberId`; none when unknown. */
export function firstRouteQueries(pathname: string, memberId: string): FirstRouteQuery[] {
  const area = areaForPath(pathname);
  if (area?.name === 'feed' && area.prefixes.some((prefix) => pathname.replace(/\/+$/, '') === prefix)) {
    return [{ key: feedPostsKey(memberId), read: feedPostsRead(memberId), toData: feedPostsFromRows }];
  }
  if (area?.name === 'coach' && pathname.replace(/\/+$/, '') === area.prefixes[0]) {
    return [{ key: recentPracticeSessionsKey(memberId), read: recentPracticeSessionsRead(), toData: (rows) => rows }];
  }
  if (area?.name === 'events' && pathname.replace(/\/+$/, '') === area.prefixes[0]) {
    return [{ key: chaptersKey(memberId), read: chaptersRead(), toData: (rows) => rows }];
  }
  return [];
}
