import { canaryBucket } from '@diva/contracts';
import { describe, expect, it } from 'vitest';
import {
  COHORT_COOKIE,
  OVERRIDES_KEY,
  checkOverride,
  chooseAreaSource,
  cohortSubject,
  effectiveOverrides,
  parseOverrideParams,
  storedMemberId,
  visitorCohortId,
} from '../src/remotes/area-sources.ts';

const policy = { overrides: { enabled: true, origins: ['http://localhost:4001'] } };
const storage = (entries: Record<string, string>) => ({
  length: Object.keys(entries).length,
  key: (index: number) => Object.keys(entries)[index] ?? null,
  getItem: (key: string) => entries[key] ?? null,
});
const cookieJar = (cookie = '') => ({ cookie });

describe('?override= parameters', () => {
  it('reads every override, in order, splitting area from URL at the first =', () => {
    expect(parseOverrideParams('?override=feed=http://localhost:4001/mf-manifest.json?x=1&override=who=http://localhost:4001/who.json&q=1')).toEqual([
      { raw: 'feed=http://localhost:4001/mf-manifest.json?x=1', area: 'feed', url: 'http://localhost:4001/mf-manifest.json?x=1' },
      { raw: 'who=http://localhost:4001/who.json', area: 'who', url: 'http://localhost:4001/who.json' },
    ]);
    expect(parseOverrideParams('?override=feed')).toEqual([{ raw: 'feed' }]);
    expect(parseOverrideParams('?q=1')).toEqual([]);
  });

  it('accepts an allow-listed origin and refuses the rest, each with its reason', () => {
    const ask = (raw: string) => checkOverride(parseOverrideParams(`?override=${encodeURIComponent(raw)}`)[0]!, policy);
    expect(ask('feed=http://localhost:4001/mf-manifest.json')).toEqual({ ok: true, area: 'feed', url: 'http://localhost:4001/mf-manifest.json' });
    expect(ask('feed=http://evil.example.test/mf-manifest.json')).toMatchObject({ ok: false, reason: 'origin-not-allowed' });
    // The origin includes the port: another port of the same host is another origin.
    expect(ask('feed=http://localhost:4002/mf-manifest.json')).toMatchObject({ ok: false, reason: 'origin-not-allowed' });
    expect(ask('garden=http://localhost:4001/mf-manifest.json')).toMatchObject({ ok: false, reason: 'unknown-area' });
    expect(ask('feed=javascript:alert(1)')).toMatchObject({ ok: false, reason: 'bad-url' });
    expect(ask('feed=not a url')).toMatchObject({ ok: false, reason: 'bad-url' });
    expect(ask('feed')).toMatchObject({ ok: false, reason: 'malformed' });
    const request = { raw: 'feed=http://localhost:4001/mf-manifest.json', area: 'feed', url: 'http://localhost:4001/mf-manifest.json' };
    expect(checkOverride(request, {})).toMatchObject({ ok: false, reason: 'disabled' });
    expect(checkOverride(request, { overrides: { enabled: false, origins: ['http://localhost:4001'] } })).toMatchObject({ ok: false, reason: 'disabled' });
  });

  it("keeps the tab's stored overrides, adds the address's, and checks both against today's policy", () => {
    const session = storage({ [OVERRIDES_KEY]: JSON.stringify({ who: 'http://localhost:4001/who.json', nowhere: 'x' }) });
    const result = effectiveOverrides('?override=feed=http://localhost:4001/feed.json', session, policy);
    expect(result).toEqual({ overrides: { who: 'http://localhost:4001/who.json', feed: 'http://localhost:4001/feed.json' }, refused: [] });
    const switchedOff = effectiveOverrides('', session, { overrides: { enabled: false, origins: [] } });
    expect(switchedOff.overrides).toEqual({});
    expect(switchedOff.refused).toMatchObject([{ area: 'who', reason: 'disabled' }]);
    expect(effectiveOverrides('', storage({ [OVERRIDES_KEY]: '{broken' }), policy)).toEqual({ overrides: {}, refused: [] });
  });
});

describe('the canary cohort', () => {
  const config = {
    remotes: { feed: 'http://localhost:3001/mf-manifest.json' },
    releases: { feed: '1.0.0-aaa' },
    canary: { feed: { release: '2.0.0-bbb', manifest: 'http://localhost:3001/r/2/mf-manifest.json', percent: 10 } },
  };

  it('serves the canary to the subjects whose bucket is below the percent, the same every time', () => {
    const subjects = Array.from({ length: 200 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    const inCanary = subjects.filter((subject) => chooseAreaSource('feed', config, subject)?.cohort === 'canary');
    expect(inCanary.length).toBeGreaterThanOrEqual(12);
    expect(inCanary.length).toBeLessThanOrEqual(28);
    for (const subject of subjects) {
      const first = chooseAreaSource('feed', config, subject);
      expect(chooseAreaSource('feed', config, subject)).toEqual(first);
      expect(first?.cohort === 'canary').toBe(canaryBucket(subject) < 10);
    }
    expect(chooseAreaSource('feed', { ...config, canary: { feed: { ...config.canary.feed, percent: 0 } } }, subjects[0]!)?.cohort).toBe('stable');
    expect(chooseAreaSource('feed', { ...config, canary: { feed: { ...config.canary.feed, percent: 100 } } }, subjects[0]!)).toEqual({
      manifest: 'http://localhost:3001/r/2/mf-manifest.json',
      release: '2.0.0-bbb',
      cohort: 'canary',
    });
    expect(chooseAreaSource('who', config, subjects[0]!)).toBeUndefined();
  });

  it("takes a signed-in member's id from the stored session, and a visitor's from a long-lived first-party cookie", () => {
    const session = storage({ theme: 'dark', 'sb-127-auth-token': JSON.stringify({ access_token: 't', user: { id: 'member-42' } }) });
    expect(storedMemberId(session)).toBe('member-42');
    expect(cohortSubject(session, cookieJar())).toBe('member-42');
    expect(storedMemberId(storage({ 'sb-127-auth-token': '{oops' }))).toBeUndefined();

    const jar = cookieJar('theme=dark');
    const id = visitorCohortId(jar, () => 'visitor-1');
    expect(id).toBe('visitor-1');
    expect(jar.cookie).toBe(`${COHORT_COOKIE}=visitor-1; Path=/; Max-Age=34560000; SameSite=Lax`);
    // The browser sends it back on the next load: the same id, no new one.
    expect(visitorCohortId(cookieJar(`theme=dark; ${COHORT_COOKIE}=visitor-1`), () => 'visitor-2')).toBe('visitor-1');
    expect(cohortSubject(storage({}), cookieJar(`${COHORT_COOKIE}=visitor-1`))).toBe('visitor-1');
  });
});
