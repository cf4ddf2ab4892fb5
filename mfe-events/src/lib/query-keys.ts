/**
 * TanStack Query keys of chapters and events in one place, so every feature reads and updates the same entries.
 * Everything starts with 'events', so `invalidateQueries({ queryKey: eventsKeys.all })` refreshes the area.
 */
export const eventsKeys = {
  all: ['events'] as const,
  chapters: (viewerId: string) => ['events', 'chapters', viewerId] as const,
  chapter: (viewerId: string, chapterId: number) => ['events', 'chapter', viewerId, chapterId] as const,
  /** A mutation key, not a query: the chapter page's buttons (join or leave, connect, contact) share it to run one at a time. */
  chapterActions: (chapterId: number) => ['events', 'chapter-actions', chapterId] as const,
  /** The events page as one viewer sees it (her RSVP state differs from another member's). */
  list: (viewerId: string) => ['events', 'list', viewerId] as const,
  event: (viewerId: string, eventId: string) => ['events', 'event', viewerId, eventId] as const,
  mine: (viewerId: string) => ['events', 'mine', viewerId] as const,
};
