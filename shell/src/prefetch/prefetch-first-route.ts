import { areaForPath, firstRouteQueries, prefetchStartMark } from '@diva/contracts';
import type { DivaClient } from '@diva/core';
import type { QueryClient } from '@tanstack/react-query';
import { takeEarlyRead } from '../app/early-first-route.ts';
import { runFirstRouteRead } from './api/run-first-route-read.ts';

/**
 * Render-as-you-fetch: at boot, once the session client exists, puts the reads the visited page renders first (as
 * `@diva/contracts` describes them) into the shared query cache, so that the remote's own hook, under the same
 * key, takes the answer (or joins the request still on its way) instead of asking again. The entry has usually
 * started them already, before the shell's code loaded (early-first-route.ts): their answer is taken when it was
 * read for the member this session names, and read again through supabase-js otherwise (no early read, a token
 * that needed refreshing, a failure). The member is the one of her own session, never anything from the address;
 * without a session nothing is read. A failure only loses the head start: the remote asks again, with its retries
 * and its error state.
 */
export async function prefetchFirstRoute(pathname: string, queryClient: QueryClient, client: DivaClient): Promise<void> {
  const area = areaForPath(pathname);
  if (!area) return;
  const { data } = await client.auth.getSession();
  const memberId = data.session?.user.id;
  if (!memberId) return;
  const queries = firstRouteQueries(pathname, memberId);
  if (queries.length === 0) return;
  if (typeof performance.mark === 'function' && performance.getEntriesByName(prefetchStartMark(area.name), 'mark').length === 0) {
    performance.mark(prefetchStartMark(area.name));
  }
  await Promise.all(
    queries.map((query) => {
      const early = takeEarlyRead(query.key, memberId);
      const read = early ? early.catch(() => runFirstRouteRead(client, query.read)) : runFirstRouteRead(client, query.read);
      return queryClient.prefetchQuery({ queryKey: query.key, queryFn: async () => query.toData(await read) });
    }),
  );
}
