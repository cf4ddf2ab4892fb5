import { CONSTANTS } from '@diva/core';

export const SIDEBAR_COOKIE = 'sidebar_state';

/** The sidebar's open state, kept in a cookie for 7 days. Open unless the cookie says otherwise. */
export function readSidebarCookie(cookie: string = document.cookie): boolean {
  const match = cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function writeSidebarCookie(open: boolean): void {
  const maxAge = CONSTANTS.sidebarCookieDays * 24 * 60 * 60;
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${maxAge}; SameSite=Lax`;
}
