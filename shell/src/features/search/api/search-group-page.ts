import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '../utils/search-query.ts';
import { SEARCH_GROUPS, type SearchGroup, type SearchResults } from './search-network.ts';

/** The results page shows each group 10 at a time; "Show more" asks for the next 10 of that group only. */
export const SEARCH_PAGE_SIZE = 10;

export const searchGroupPageInput = z.object({
  q: z.string().check(z.minLength(SEARCH_MIN_CHARS), z.maxLength(SEARCH_MAX_CHARS)),
  group: z.enum(SEARCH_GROUPS),
  offset: z.number().check(z.int(), z.minimum(0), z.maximum(1000)),
});
export type SearchGroupPageInput = z.infer<typeof searchGroupPageInput>;

export type SearchGroupPage<G extends SearchGroup = SearchGroup> = SearchResults[G];

/** One page of one group (the database pages it: `group_offset`, and says whether there are more). */
export async function fetchSearchGroupPage(input: SearchGroupPageInput, client: DivaClient = getSupabase(), signal?: AbortSignal): Promise<SearchGroupPage> {
  const { q, group, offset } = searchGroupPageInput.parse(input);
  let request = client.rpc('search_network', { q, per_group: SEARCH_PAGE_SIZE, only_group: group, group_offset: offset });
  if (signal) request = request.abortSignal(signal);
  const answer = unwrap(await request) as unknown as SearchResults;
  return answer[group];
}

export function useSearchGroupPages(q: string | null, group: SearchGroup) {
  const userId = useSessionUser()?.id;
  return useInfiniteQuery({
    queryKey: ['shell', 'search', userId ?? 'signed-out', q ?? '', group, 'pages'] as const,
    queryFn: ({ pageParam, signal }) => fetchSearchGroupPage({ q: q!, group, offset: pageParam }, getSupabase(), signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.more ? pages.length * SEARCH_PAGE_SIZE : undefined),
    enabled: Boolean(userId && q),
    staleTime: 30_000,
    retry: 1,
  });
}
