/** TanStack Query keys of the Who area; everything starts with 'who' so one invalidation refreshes the area. */
export const whoKeys = {
  all: ['who'] as const,
  dashboard: (userId: string) => ['who', 'dashboard', userId] as const,
  skills: (userId: string, category: string) => ['who', 'skills', userId, category] as const,
  goals: (userId: string) => ['who', 'goals', userId] as const,
  /** Her goals a connection request can be for (under `goals`, so a change to her goals refreshes them too). */
  openGoals: (userId: string) => ['who', 'goals', userId, 'open'] as const,
  matches: (userId: string, pages: number) => ['who', 'matches', userId, pages] as const,
  requests: (userId: string) => ['who', 'requests', userId] as const,
};
