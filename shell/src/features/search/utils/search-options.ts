import { paths } from '@diva/contracts';
import type { SearchGroup, SearchResults } from '../api/search-network.ts';

/** One choosable line of the listbox: a result, or a group's "See all". */
export interface SearchOption {
  id: string;
  group: SearchGroup;
  kind: 'result' | 'see-all';
  /** Where Enter goes (results only). */
  href?: string;
  index: number;
}

const hrefOf = {
  people: (item: { user_id: string }) => paths.profile(item.user_id),
  posts: (item: { id: string }) => paths.post(item.id),
  chapters: (item: { id: number }) => paths.chapter(item.id),
  events: (item: { id: string }) => paths.event(item.id),
};

/** The options in the order the arrows walk them: People, Posts, Chapters, Events, each with its "See all". */
export function flattenOptions(results: SearchResults, only?: SearchGroup): SearchOption[] {
  const options: SearchOption[] = [];
  for (const group of only ? [only] : (['people', 'posts', 'chapters', 'events'] as const)) {
    const { items, more } = results[group];
    items.forEach((item, index) => {
      const href = (hrefOf[group] as (item: unknown) => string)(item);
      options.push({ id: `search-${group}-${index}`, group, kind: 'result', href, index });
    });
    if (more && !only) options.push({ id: `search-${group}-all`, group, kind: 'see-all', index: items.length });
  }
  return options;
}

export function resultCount(results: SearchResults, only?: SearchGroup): number {
  const groups: readonly SearchGroup[] = only ? [only] : ['people', 'posts', 'chapters', 'events'];
  let count = 0;
  for (const group of groups) count += results[group].items.length;
  return count;
}
