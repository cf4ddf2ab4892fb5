import { describe, expect, it } from 'vitest';
import { AREAS, AREA_NAMES, areaForPath, isRemoteModule, paths } from '../src/index.ts';

describe('areas', () => {
  it('gives each area its own port from 3001 on, its own container and prefixes of its own', () => {
    expect(AREA_NAMES.length).toBeGreaterThanOrEqual(8);
    expect(AREA_NAMES.map((name) => AREAS[name].port)).toEqual(AREA_NAMES.map((_, index) => 3001 + index));
    for (const name of AREA_NAMES) expect(AREAS[name]).toMatchObject({ name, container: `mfe_${name}` });
    const prefixes = AREA_NAMES.flatMap((name) => AREAS[name].prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
  it('finds the area owning a path by prefix, not by substring', () => {
    expect(areaForPath('/app/timeline')?.name).toBe('feed');
    expect(areaForPath('/timeline')?.name).toBe('feed');
    expect(areaForPath('/app/profile/123')?.name).toBe('profile');
    expect(areaForPath('/app/who/matches')?.name).toBe('who');
    expect(areaForPath('/app/who-checker')).toBeUndefined();
    expect(areaForPath('/app/chapter/4')?.name).toBe('events');
    expect(areaForPath('/app/chapters')).toBeUndefined();
    expect(areaForPath('/admin/login')?.name).toBe('admin');
    expect(areaForPath('/')).toBeUndefined();
  });
  it('builds absolute paths for cross-area links', () => {
    expect(paths.profile('a b')).toBe('/app/profile/a%20b');
    expect(paths.messages('c1')).toBe('/app/messages/c1');
    expect(paths.chapter(7)).toBe('/app/chapter/7');
  });
  it('recognises the remote module shape', () => {
    expect(isRemoteModule({ default: () => null, area: 'feed' })).toBe(true);
    expect(isRemoteModule({ default: 'x', area: 'feed' })).toBe(false);
    expect(isRemoteModule(null)).toBe(false);
  });
});
