import { type DivaClient, unwrap } from '@diva/core';
import type { RestRead } from '@diva/contracts';

/**
 * Runs one described read (`firstRouteQueries` of `@diva/contracts`) with the member's own session client: the
 * database's row-level security decides what it returns, exactly as for the area's own request.
 */
export async function runFirstRouteRead(client: DivaClient, read: RestRead): Promise<unknown[]> {
  // A described read names its table at run time; the area's own api/ file reads the same table typed.
  let request = client.from(read.table as 'posts').select(read.select).retry(false);
  for (const [column, value] of read.eq) request = request.eq(column, value);
  if (read.in) request = request.in(read.in[0], read.in[1]);
  const ordered = request.order(read.order.column, { ascending: read.order.ascending });
  return unwrap<unknown[]>(await (read.limit === undefined ? ordered : ordered.limit(read.limit)));
}
