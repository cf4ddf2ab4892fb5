// Serving the releases root: `<area>/<id>/…` only (never registry/ or config/), every file immutable (the path
// names the content: a release folder is never changed), CORS as every remote has.
import { AREA_NAMES } from '@diva/contracts';
import { type RunningSite, serveStatic } from '../static-server.ts';
import { parseReleaseId } from './release-record.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Is this a path inside a stored release (`/<area>/<version>-<hash>/<file>`)? */
export function isReleasePath(pathname: string): boolean {
  const [, area, id, ...rest] = pathname.split('/');
  return (AREA_NAMES as readonly string[]).includes(area ?? '') && parseReleaseId(id ?? '') !== null && rest.length > 0 && rest.every((part) => part !== '' && part !== '..' && part !== '.');
}

export function serveReleases(options: { root: string; port: number; host?: string }): Promise<RunningSite> {
  return serveStatic({ dir: options.root, port: options.port, host: options.host, cors: true, serves: isReleasePath, cacheControl: () => IMMUTABLE });
}
