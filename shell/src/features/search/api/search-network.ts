import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '../utils/search-query.ts';

export const SEARCH_GROUPS = ['people', 'posts', 'chapters', 'events'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export const searchNetworkInput = z.object({
  q: z.string().check(z.minLength(SEARCH_MIN_CHARS), z.maxLength(SEARCH_MAX_CHARS)),
  /** "See all": one group, up to 50 of it. */
  group: z.optional(z.enum(SEARCH_GROUPS)),
});
export type SearchNetworkInput = z.infer<typeof searchNetworkInput>;

export interface PersonHit {
  user_id: string;
  display_name: string;
  avatar_url: string | null;
  role: string | null;
  company: string | null;
  skills: string[];
}
export interface PostHit {
  id: string;
  user_id: string;
  author: string | null;
  excerpt: string;
  created_at: string;
}
export interface ChapterHit {
  id: number;
  name: string;
  slug: string;
  location: string;
}
export interface EventHit {
  id: string;
  title: string;
  date: string;
  time: string;
  approved: boolean;
  chapter: string | null;
}
export interface SearchResults {
  people: { items: PersonHit[]; more: boolean };
  posts: { items: PostHit[]; more: boolean };
  chapters: { items: ChapterHit[]; more: boolean };
  events: { items: EventHit[]; more: boolean };
}

export const SEARCH_PER_GROUP = 5;
export const SEARCH_SEE_ALL = 50;

/** All four groups in one request (the database caps and sanitises the text again); aborted when superseded. */
export async function fetchSearchNetwork(input: SearchNetworkInput, client: DivaClient = getSupabase(), signal?: AbortSignal): Promise<SearchResults> {
  const { q, group } = searchNetworkInput.parse(input);
  let request = client.rpc('search_network', {
    q,
    per_group: group ? SEARCH_SEE_ALL : SEARCH_PER_GROUP,
    ...(group ? { only_group: group } : {}),
  });
  if (signal) request = request.abortSignal(signal);
  return unwrap(await request) as unknown as SearchResults;
}

export const searchKeys = {
  all: ['shell', 'search'] as const,
  /** One entry per text (and group): an answer can only ever show under the text it was asked for. */
  results: (userId: string, q: string, group: SearchGroup | 'all') => ['shell', 'search', userId, q, group] as const,
};

/** The results for the (debounced, shaped) text; idle below 2 characters or while nobody is signed in. */
export function useSearchNetwork(q: string | null, group?: SearchGroup) {
  const userId = useSessionUser()?.id;
  return useQuery({
    queryKey: searchKeys.results(userId ?? 'signed-out', q ?? '', group ?? 'all'),
    queryFn: ({ signal }) => fetchSearchNetwork({ q: q!, group }, getSupabase(), signal),
    enabled: Boolean(userId && q),
    // The previous text's results stay on screen (marked stale) while the next answer is on its way.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: 1,
  });
}
