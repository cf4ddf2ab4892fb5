// Imported by the entry before the async boundary, like early-config.ts: no shared package may be imported here
// (`@diva/contracts/first-route-data` is a plain module, bundled into the entry).
//
// The visited page's first data (`firstRouteQueries`) would otherwise be read only once the shell's ~20 chunks
// have downloaded and run, and supabase-js with them (measured: the feed's posts requested ~550 ms after
// navigation, ~400 ms after /config.json answered). Here, as soon as the config names the backend, the same
// reads start with the member's stored session, beside the shell's and the area's code; the shell's boot then
// hands the answers to the query cache (prefetch-first-route.ts), where the remote finds them under its own key.
// Nothing is trusted from here: the token is the member's own, the database's row-level security decides what
// the read returns, and the boot uses an answer only for the member its own session client names.
import { areaForPath, prefetchStartMark } from '@diva/contracts/areas';
import { type FirstRouteQuery, firstRouteQueries, restReadQuery, sessionStorageKey } from '@diva/contracts/first-route-data';

/** The part of /config.json read here. */
interface BackendConfig {
  supabaseUrl?: string;
  supabaseAnonKey?: string;
}

/** The part of supabase-js's stored session read here. */
interface StoredSession {
  access_token?: string;
  /** Seconds since the epoch. */
  expires_at?: number;
  user?: { id?: string };
}

/** A read started here: for whom, and its rows (rejects on any failure: the boot then reads through supabase-js). */
interface EarlyRead {
  memberId: string;
  rows: Promise<unknown[]>;
}

/** A token this close to its end is left to supabase-js, which refreshes it first. */
const EXPIRY_MARGIN_MS = 30_000;

const reads = new Map<string, EarlyRead>();
const keyOf = (key: readonly unknown[]) => JSON.stringify(key);

/** The member's stored session if it is usable as it is (a token not about to expire, a member id). */
export function usableSession(storage: Pick<Storage, 'getItem'>, supabaseUrl: string, now: number): { token: string; memberId: string } | undefined {
  let session: StoredSession;
  try {
    session = JSON.parse(storage.getItem(sessionStorageKey(supabaseUrl)) ?? 'null') as StoredSession;
  } catch {
    return undefined;
  }
  const token = session?.access_token;
  const memberId = session?.user?.id;
  if (!token || !memberId || !session.expires_at || session.expires_at * 1000 - now < EXPIRY_MARGIN_MS) return undefined;
  return { token, memberId };
}

async function runRead(config: Required<BackendConfig>, token: string, query: FirstRouteQuery): Promise<unknown[]> {
  const base = config.supabaseUrl.endsWith('/') ? config.supabaseUrl : `${config.supabaseUrl}/`;
  const url = `${new URL(`rest/v1/${query.read.table}`, base).href}?${restReadQuery(query.read)}`;
  const response = await fetch(url, { headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`The first route's read answered ${response.status}`);
  return (await response.json()) as unknown[];
}

/**
 * Starts the reads of the page at `pathname` for the member of the stored session, once the config names the
 * backend. Returns when they are started (or skipped); never throws.
 */
export async function startFirstRouteReads(
  config: Promise<BackendConfig>,
  pathname: string,
  storage: Pick<Storage, 'getItem'>,
  now: () => number = Date.now,
): Promise<void> {
  try {
    const { supabaseUrl, supabaseAnonKey } = await config;
    if (!supabaseUrl || !supabaseAnonKey) return;
    const session = usableSession(storage, supabaseUrl, now());
    if (!session) return;
    const queries = firstRouteQueries(pathname, session.memberId);
    if (queries.length === 0) return;
    if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
      performance.mark(prefetchStartMark(areaForPath(pathname)!.name));
    }
    for (const query of queries) {
      const rows = runRead({ supabaseUrl, supabaseAnonKey }, session.token, query);
      // A failure is handled when the boot takes the read, not as an unhandled rejection before that.
      rows.catch(() => undefined);
      reads.set(keyOf(query.key), { memberId: session.memberId, rows });
    }
  } catch {
    // Only the head start is lost: the boot reads through supabase-js.
  }
}

/** The rows of the early read under `key` for `memberId`, once; undefined when none was started for her. */
export function takeEarlyRead(key: readonly unknown[], memberId: string): Promise<unknown[]> | undefined {
  const read = reads.get(keyOf(key));
  reads.delete(keyOf(key));
  return read && read.memberId === memberId ? read.rows : undefined;
}
