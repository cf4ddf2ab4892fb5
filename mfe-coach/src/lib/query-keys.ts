import { recentPracticeSessionsKey } from '@diva/contracts';

/** TanStack Query keys of the coach; everything starts with 'coach'. */
export const coachKeys = {
  all: ['coach'] as const,
  /** Her 10 most recently updated sessions. */
  recent: recentPracticeSessionsKey,
  /** Her overall scores, oldest first, for the progress chart. */
  scores: (userId: string) => ['coach', 'scores', userId] as const,
  /** Her upcoming events she is attending. */
  events: (userId: string) => ['coach', 'events', userId] as const,
};
