// The header search (spec 01 §2 shows the box only, so every text here is beyond the spec).

import { COMMON_TEXTS } from '@diva/core/texts';

export const SEARCH_TEXTS = {
  label: 'Search the network',
  openSearch: 'Open search',
  closeSearch: 'Close search',
  groupPeople: 'People',
  groupPosts: COMMON_TEXTS.posts,
  groupChapters: 'Chapters',
  groupEvents: COMMON_TEXTS.events,
  seeAll: 'See all',
  backToAll: 'All groups',
  typeMore: 'Type at least 2 characters to search.',
  searching: 'Searching...',
  noResults: 'No results.',
  oneResult: '1 result',
  manyResults: 'results',
  failed: 'Search failed.',
  pending: 'Pending approval',
} as const;
