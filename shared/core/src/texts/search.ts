// The header search (issue 21; spec 01 §2 shows the box only, so every text here is beyond the spec).

import { ADMIN_TEXTS } from './admin.ts';
import { PRESIDENT_TEXTS } from './president.ts';

export const SEARCH_TEXTS = {
  label: 'Search the network',
  openSearch: 'Open search',
  closeSearch: 'Close search',
  groupPeople: 'People',
  groupPosts: ADMIN_TEXTS.tabPosts,
  groupChapters: 'Chapters',
  groupEvents: PRESIDENT_TEXTS.tabEvents,
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
