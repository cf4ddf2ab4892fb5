import { unwrap } from '@diva/core';
import { ADMIN_PAGE_SIZE } from '../query-keys.ts';

interface CountedResult {
  data: unknown;
  error: { message?: string; code?: string } | null;
  count: number | null;
  status?: number;
}

/**
 * One page of rows with the total for the pager. A page past the end (rows deleted meanwhile) is not an error:
 * PostgREST answers it with PGRST103, and the page comes back empty with the current total so the tab can step
 * back to the last page.
 */
export async function fetchPage<T>(page: number, query: (from: number, to: number) => PromiseLike<CountedResult>): Promise<{ rows: T[]; total: number }> {
  const from = Math.max(0, Math.trunc(page)) * ADMIN_PAGE_SIZE;
  const result = await query(from, from + ADMIN_PAGE_SIZE - 1);
  if (result.error?.code === 'PGRST103') {
    const first = await query(0, 0);
    return { rows: [], total: first.error ? 0 : (first.count ?? 0) };
  }
  return { rows: unwrap<T[]>(result), total: result.count ?? 0 };
}
