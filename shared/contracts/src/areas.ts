/**
 * The eight federated areas: container name, dev/production port, the route prefixes the shell mounts the
 * remote under, and whether it lives inside the member app chrome (sidebar + header) or has its own portal.
 */
export const AREA_NAMES = ['feed', 'profile', 'messaging', 'who', 'coach', 'events', 'admin', 'president'] as const;
export type AreaName = (typeof AREA_NAMES)[number];

export interface AreaDefinition {
  name: AreaName;
  /** Module Federation container name and `output.uniqueName`. */
  container: string;
  /** Human name used in "<Area> is unavailable". */
  title: string;
  port: number;
  /** Absolute path prefixes; the remote's routes are relative to the prefix it is mounted under. */
  prefixes: readonly string[];
  /** 'app': behind the member auth gate, inside the sidebar and header. 'portal': a page of its own. */
  chrome: 'app' | 'portal';
}

export const SHELL_PORT = 3000;
export const BACKEND_PORT = 54321;

export const AREAS: Readonly<Record<AreaName, AreaDefinition>> = {
  feed: { name: 'feed', container: 'mfe_feed', title: 'Network Feed', port: 3001, prefixes: ['/app/timeline', '/timeline'], chrome: 'app' },
  profile: { name: 'profile', container: 'mfe_profile', title: 'Profile', port: 3002, prefixes: ['/app/profile', '/app/settings'], chrome: 'app' },
  messaging: { name: 'messaging', container: 'mfe_messaging', title: 'Messages', port: 3003, prefixes: ['/app/messages'], chrome: 'app' },
  who: { name: 'who', container: 'mfe_who', title: 'Who', port: 3004, prefixes: ['/app/who'], chrome: 'app' },
  coach: { name: 'coach', container: 'mfe_coach', title: 'Glow Up Coach', port: 3005, prefixes: ['/app/pre-game', '/pregame-coach'], chrome: 'app' },
  events: {
    name: 'events',
    container: 'mfe_events',
    title: 'Chapters and Events',
    port: 3006,
    prefixes: ['/app/local-chapters', '/app/chapter', '/app/events', '/app/my-events'],
    chrome: 'app',
  },
  admin: { name: 'admin', container: 'mfe_admin', title: 'Admin Portal', port: 3007, prefixes: ['/admin'], chrome: 'portal' },
  president: { name: 'president', container: 'mfe_president', title: 'President Portal', port: 3008, prefixes: ['/president'], chrome: 'portal' },
};

export const areaList = (): AreaDefinition[] => AREA_NAMES.map((name) => AREAS[name]);

/** The area whose prefix owns `pathname` (longest prefix wins), if any. */
export function areaForPath(pathname: string): AreaDefinition | undefined {
  let best: { area: AreaDefinition; length: number } | undefined;
  for (const area of areaList()) {
    for (const prefix of area.prefixes) {
      const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { area, length: prefix.length };
    }
  }
  return best?.area;
}

/**
 * The `performance.mark` the shell sets when an area's remote has first rendered: the first-paint budget test
 * and `npm run bench` count what was requested before it, and read the time to content from it.
 */
export const remoteReadyMark = (area: AreaName): string => `diva:remote-ready:${area}`;

/**
 * The `performance.mark` the shell sets when it starts the reads an area's first route renders from (before the
 * area's code has loaded: `firstRouteQueries`); the bench's waterfalls and the first-paint test read it.
 */
export const prefetchStartMark = (area: AreaName): string => `diva:prefetch-start:${area}`;

/**
 * The `performance.mark` an area sets once per page load when its first route shows real data (the feed's
 * first post, a profile's name, the conversation list; an empty state or an answer in words counts too): what a
 * member waits for. The bench, the first-paint budget test and the e2e helpers measure to it; a remote sets it
 * with `useContentReadyMark` (content-mark.ts).
 */
export const CONTENT_READY_PREFIX = 'diva:content-ready:';
export const contentReadyMark = (area: AreaName): string => `${CONTENT_READY_PREFIX}${area}`;

/**
 * Set just after the browser painted the commit that set the content mark (the next frame, then a task: style,
 * layout and paint are done): the first post on screen, not only in the DOM. The bench times areas to it, and the
 * shell holds its deferred work (live services, telemetry, overlays) until it, so nothing competes with that paint.
 */
export const CONTENT_PAINTED_PREFIX = 'diva:content-painted:';
export const contentPaintedMark = (area: AreaName): string => `${CONTENT_PAINTED_PREFIX}${area}`;
