import { PRACTICE_SESSION_COLUMNS, RECENT_PRACTICE_SESSIONS, firstRouteQueries } from '@diva/contracts';
import { CONSTANTS } from '@diva/core';
import { describe, expect, it } from 'vitest';
import { SESSION_COLUMNS } from '../../src/lib/practice-types.ts';
import { coachKeys } from '../../src/lib/query-keys.ts';

const MEMBER = '00000000-0000-4000-8000-000000000001';

describe("the coach's first page as the shell reads it before this remote loads", () => {
  it('is the same read and key as the recent-sessions hook, so the hook takes the answer from the cache', () => {
    const [query] = firstRouteQueries('/app/pre-game', MEMBER);
    expect(query!.key).toEqual(coachKeys.recent(MEMBER));
    expect(PRACTICE_SESSION_COLUMNS).toBe(SESSION_COLUMNS);
    expect(RECENT_PRACTICE_SESSIONS).toBe(CONSTANTS.recentPracticeSessions);
  });
});
