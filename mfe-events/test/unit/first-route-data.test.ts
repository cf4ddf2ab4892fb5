import { CHAPTER_OVERVIEW_COLUMNS, firstRouteQueries } from '@diva/contracts';
import { describe, expect, it } from 'vitest';
import { CHAPTER_COLUMNS } from '../../src/features/chapters/api/get-chapters.ts';
import { eventsKeys } from '../../src/lib/query-keys.ts';

const MEMBER = '00000000-0000-4000-8000-000000000001';

describe("the chapters page as the shell reads it before this remote loads", () => {
  it('is the same read and key as the chapters hook, so the hook takes the answer from the cache', () => {
    const [query, ...rest] = firstRouteQueries('/app/local-chapters', MEMBER);
    expect(rest).toHaveLength(0);
    expect(query!.key).toEqual(eventsKeys.chapters(MEMBER));
    expect(query!.read).toEqual({ table: 'chapter_overview', select: CHAPTER_OVERVIEW_COLUMNS, eq: [], order: { column: 'id', ascending: true } });
    expect(CHAPTER_OVERVIEW_COLUMNS).toBe(CHAPTER_COLUMNS);
    // A chapter's page and the events pages start nothing.
    expect(firstRouteQueries('/app/chapter/11', MEMBER)).toEqual([]);
    expect(firstRouteQueries('/app/events', MEMBER)).toEqual([]);
  });
});
