// The AI practice coach (spec 02 §5 "Coaching custom start" and §8).

export const COACH_TEXTS = {
  fillAllFields: 'Please fill in all fields before starting the coaching session.',
  startPracticeFailed: 'Failed to start practice session. Please try again.',
  loadSessionsFailed: 'Failed to load practice sessions',
  deleteSessionFailed: 'Failed to delete session',
} as const;

/** 'Failed to send message: {reason}'. */
export const sendPracticeMessageFailed = (reason: string): string => `Failed to send message: ${reason}`;
