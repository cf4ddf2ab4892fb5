import { describe, expect, it } from 'vitest';
import { AREAS, AREA_NAMES, areaForPath, isRemoteModule, paths } from '../src/index.ts';

describe('areas', () => {
  it('has eight remotes on ports 3001–3008 with unique containers', () => {
    expect(AREA_NAMES).toHaveLength(8);
    expect(AREA_NAMES.map((name) => AREAS[name].port).sort()).toEqual([3001, 3002, 3003, 3004, 3005, 3006, 3007, 3008]);
    expect(new Set(AREA_NAMES.map((name) => AREAS[name].container)).size).toBe(8);
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
