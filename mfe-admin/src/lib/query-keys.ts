/** TanStack Query keys of the admin portal; everything starts with 'admin' (one invalidation refreshes all). */
export const adminKeys = {
  all: ['admin'] as const,
  session: ['admin', 'session'] as const,
  overview: ['admin', 'overview'] as const,
  users: (search: string, page: number) => ['admin', 'users', search, page] as const,
  posts: (page: number) => ['admin', 'posts', page] as const,
  events: ['admin', 'events'] as const,
  presidents: ['admin', 'presidents'] as const,
  reports: ['admin', 'reports'] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
  releaseHealth: ['admin', 'release-health'] as const,
};

/** Rows per page in the Users, Posts and Audit tabs. */
export const ADMIN_PAGE_SIZE = 20;
