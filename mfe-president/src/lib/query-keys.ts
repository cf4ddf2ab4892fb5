/** TanStack Query keys of the president portal; everything starts with 'president'. */
export const presidentKeys = {
  all: ['president'] as const,
  leader: (userId: string | undefined) => ['president', 'leader', userId ?? 'none'] as const,
  chapters: ['president', 'chapters'] as const,
  stats: (scope: 'chapter' | 'network') => ['president', 'stats', scope] as const,
  events: ['president', 'events'] as const,
  rsvps: (eventId: string) => ['president', 'rsvps', eventId] as const,
  members: (search: string) => ['president', 'members', search] as const,
  applications: ['president', 'applications'] as const,
  chapterSettings: (chapterId: number) => ['president', 'chapter-settings', chapterId] as const,
};
