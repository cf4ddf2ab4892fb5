import { type AreaName, areaForPath, firstRouteQueries } from '@diva/contracts';
import type { DivaClient } from '@diva/core';
import type { QueryClient } from '@tanstack/react-query';
import { runFirstRouteRead } from './api/run-first-route-read.ts';

/** Set when the shell starts an area's first-route reads (the bench's waterfall and the e2e test read it). */
export const prefetchStartMark = (area: AreaName): string => `diva:prefetch-start:${area}`;

/**
 * Render-as-you-fetch: at boot, once the config is read and the session client exists, starts the reads the
 * visited page renders first (as `@diva/contracts` describes them) into the shared query cache, so that they run
 * while the area's code downloads; the remote's own hook, under the same key, then takes the answer (or joins
 * the request still on its way) instead of asking again. The member is the one of her own stored session, never
 * anything from the address; without a session nothing is read. A failure only loses the head start: the remote
 * asks again, with its retries and its error state.
 */
export async function prefetchFirstRoute(pathname: string, queryClient: QueryClient, client: DivaClient): Promise<void> {
  const area = areaForPath(pathname);
  if (!area) return;
  const { data } = await client.auth.getSession();
  const memberId = data.session?.user.id;
  if (!memberId) return;
  const queries = firstRouteQueries(pathname, memberId);
  if (queries.length === 0) return;
  if (typeof performance.mark === 'function') performance.mark(prefetchStartMark(area.name));
  await Promise.all(
    queries.map((query) =>
      queryClient.prefetchQuery({ queryKey: query.key, queryFn: async () => query.toData(await runFirstRouteRead(client, query.read)) }),
    ),
  );
}
