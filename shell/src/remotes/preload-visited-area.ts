import { areaForPath } from '@diva/contracts';
import { preloadArea } from './registry.ts';

// supabase-js keeps a session under `sb-<project>-auth-token`; its presence is only a hint (the auth gate decides).
const STORED_SESSION = /^sb-.+-auth-token$/;

/**
 * At boot, a member returning to an area's page (a reload, a link) starts fetching that area's remote while the
 * shell renders and checks her session, instead of after the auth gate opens: the manifest, remote entry and
 * exposed module no longer wait in line behind the shell's first render. Visitors without a session fetch nothing.
 */
export function preloadVisitedArea(pathname: string, storage: Pick<Storage, 'length' | 'key'> = window.localStorage): void {
  const area = areaForPath(pathname);
  if (!area) return;
  let signedIn = false;
  for (let index = 0; index < storage.length && !signedIn; index += 1) signedIn = STORED_SESSION.test(storage.key(index) ?? '');
  if (signedIn) preloadArea(area.name)?.catch(() => undefined);
}
