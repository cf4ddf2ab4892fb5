import { areaForPath } from '@diva/contracts';
import { hasStoredSession } from '../app/early-area.ts';
import { preloadArea } from './registry.ts';

/**
 * At boot, a member returning to an area's page (a reload, a link) starts fetching that area's remote while the
 * shell renders and checks her session, instead of after the auth gate opens: the manifest, remote entry and
 * exposed module no longer wait in line behind the shell's first render. Visitors without a session fetch nothing.
 */
export function preloadVisitedArea(pathname: string, storage: Pick<Storage, 'length' | 'key'> = window.localStorage): void {
  const area = areaForPath(pathname);
  if (!area) return;
  if (hasStoredSession(storage)) preloadArea(area.name)?.catch(() => undefined);
}
