import { describe, expect, it } from 'vitest';
import { SIDEBAR_COOKIE, readSidebarCookie, writeSidebarCookie } from '../src/features/app-shell/hooks/sidebar-cookie.ts';

describe('sidebar cookie', () => {
  it('is open unless the cookie says false', () => {
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie(`theme=x; ${SIDEBAR_COOKIE}=false`)).toBe(false);
    expect(readSidebarCookie(`${SIDEBAR_COOKIE}=true`)).toBe(true);
  });
  it('writes the state for 7 days', () => {
    let written = '';
    Object.defineProperty(document, 'cookie', { configurable: true, set: (value: string) => (written = value), get: () => written });
    writeSidebarCookie(false);
    expect(written).toContain(`${SIDEBAR_COOKIE}=false`);
    expect(written).toContain(`max-age=${7 * 24 * 60 * 60}`);
    expect(written).toContain('path=/');
  });
});
