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
  resultsTitle: 'Search results',
  resultsFor: 'Results for',
  showMore: 'Show more',
} as const;

// Per-browser release overrides (issue 28): the banner and the refusals (beyond the spec).
export const RELEASE_TEXTS = {
  overridesRegion: 'Release overrides',
  overridesActive: 'This tab loads these areas from overrides:',
  clearOverrides: 'Clear overrides',
  overrideRefused: 'Override refused',
  refusedDisabled: 'Overrides are switched off in this environment.',
  refusedMalformed: 'Write an override as area=manifest URL.',
  refusedUnknownArea: 'There is no area of that name.',
  refusedBadUrl: 'The manifest address is not an http or https URL.',
  refusedOrigin: "Its origin is not on this environment's allow-list.",
} as const;

// The bell's own words (beyond the spec).
export const NOTIFICATION_TEXTS = {
  markAllRead: 'Mark all as read',
} as const;

/** The shell's own words, checked to stay out of the spec (see shared/core/test/texts.test.ts). */
export const BEYOND_SPEC = [
  ...Object.keys(RELEASE_TEXTS).map((key) => `RELEASE_TEXTS.${key}`),
  ...Object.keys(NOTIFICATION_TEXTS).map((key) => `NOTIFICATION_TEXTS.${key}`),
];

// The sign-in page's own words: what happened after creating an account, and an e-mail link that no longer works.
export const AUTH_PAGE_TEXTS = {
  // Its toast's title is the sign-up toast's (AUTH_TEXTS.signUpSuccess), set by the page: a reference here would put the
  // sign-in page's whole catalogue into every page's first paint, where these texts load with the header's.
  signedUpSignedIn: 'Your account is ready and you are signed in.',
  checkEmailTitle: 'Check your e-mail',
  checkEmail: 'Open the link we sent to confirm your account:',
  linkExpiredTitle: 'This link no longer works',
  linkExpired: 'The link has expired or was already used. We can send you a new one.',
  linkFailed: 'The link could not be used. We can send you a new one.',
  sendNewLink: 'Send a new link',
  suspended: 'Your account is suspended. Contact the network admin to restore it.',
} as const;
