// The AI practice coach (spec 02 §5 "Coaching custom start" and §8).

import { COMMON_TEXTS } from '@diva/core/texts';

export const COACH_TEXTS = {
  fillAllFields: 'Please fill in all fields before starting the coaching session.',
  startPracticeFailed: 'Failed to start practice session. Please try again.',
  loadSessionsFailed: 'Failed to load practice sessions',
  deleteSessionFailed: 'Failed to delete session',
  saveSessionFailed: COMMON_TEXTS.saveSessionFailed,
  saveRetrying: 'Failed to save session. Retrying…',
  customSessionName: 'Custom Practice Session',
  builtInCoach: 'Built-in coach (offline): the AI model is not connected, so the built-in coach answers.',
  modelCoach: 'AI model',
  emptySessions: 'No practice sessions yet. Pick a scenario above or describe your own to start.',
  deleteTitle: 'Delete session?',
  deleteMessage: 'This practice session and its scorecard will be deleted. This cannot be undone.',
  loadEventsFailed: 'Failed to load your upcoming events',
} as const;

/** 'Failed to send message: {reason}'. */
export const sendPracticeMessageFailed = (reason: string): string => `Failed to send message: ${reason}`;
