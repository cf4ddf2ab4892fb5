import { describe, expect, it } from 'vitest';
import { chaptersKey, feedPostsFromRows, feedPostsKey, firstRouteQueries, recentPracticeSessionsKey, restReadQuery } from '../src/index.ts';

const MEMBER = '00000000-0000-4000-8000-000000000001';

describe('first-route data', () => {
  it('describes the feed page only, keyed by the member, with her like filtered to her', () => {
    for (const path of ['/app/timeline', '/timeline', '/app/timeline/']) {
      const [query, ...rest] = firstRouteQueries(path, MEMBER);
      expect(rest).toHaveLength(0);
      expect(query!.key).toEqual(feedPostsKey(MEMBER));
      expect(query!.read).toMatchObject({ table: 'posts', eq: [['post_likes.user_id', MEMBER]], order: { column: 'created_at', ascending: false }, limit: 50 });
      expect(query!.read.in).toBeUndefined();
    }
    // A post's permalink, another area, no area: nothing to start.
    expect(firstRouteQueries('/app/timeline/post/1', MEMBER)).toEqual([]);
    expect(firstRouteQueries('/app/profile/someone', MEMBER)).toEqual([]);
    expect(firstRouteQueries('/nowhere', MEMBER)).toEqual([]);
  });

  it("describes the coach's first page: her recent sessions, newest update first, as the rows come", () => {
    const [query, ...rest] = firstRouteQueries('/app/pre-game', MEMBER);
    expect(rest).toHaveLength(0);
    expect(query!.key).toEqual(recentPracticeSessionsKey(MEMBER));
    // No filter by member: row-level security keeps the read to her own sessions.
    expect(query!.read).toMatchObject({ table: 'practice_sessions', eq: [], order: { column: 'updated_at', ascending: false }, limit: 10 });
    expect(query!.toData([{ id: 's1' }])).toEqual([{ id: 's1' }]);
    expect(firstRouteQueries('/app/pre-game/session/1', MEMBER)).toEqual([]);
  });

  it("describes the chapters page: every chapter in id order, with no limit in the query string", () => {
    for (const path of ['/app/local-chapters', '/app/local-chapters/']) {
      const [query, ...rest] = firstRouteQueries(path, MEMBER);
      expect(rest).toHaveLength(0);
      expect(query!.key).toEqual(chaptersKey(MEMBER));
      expect(query!.read).toMatchObject({ table: 'chapter_overview', eq: [], order: { column: 'id', ascending: true } });
      expect(query!.read.limit).toBeUndefined();
      const params = new URLSearchParams(restReadQuery(query!.read));
      expect(params.get('order')).toBe('id.asc');
      expect(params.has('limit')).toBe(false);
      expect(params.get('select')).not.toMatch(/\s/);
    }
    expect(firstRouteQueries('/app/chapter/11', MEMBER)).toEqual([]);
  });

  it('turns the embeds into flags and never leaves tags null', () => {
    const rows = [
      { id: 'a', tags: null, post_likes: [{ user_id: MEMBER }], user_achievements: [] },
      { id: 'b', tags: ['Growth'], post_likes: [], user_achievements: [{ post_id: 'b' }] },
      { id: 'c', tags: [], post_likes: null, user_achievements: null },
    ];
    expect(feedPostsFromRows(rows)).toEqual([
      { id: 'a', tags: [], isLiked: true, isAchievement: false },
      { id: 'b', tags: ['Growth'], isLiked: false, isAchievement: true },
      { id: 'c', tags: [], isLiked: false, isAchievement: false },
    ]);
  });
});
