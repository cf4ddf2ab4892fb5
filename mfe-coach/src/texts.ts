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
  progressTitle: 'Your progress',
  progressEmpty: 'Finish two practice sessions to see your scores on a chart.',
  progressOneSession: 'Your first score is in. Finish one more session to see your progress.',
  progressLatest: 'Latest score',
  progressAxisScore: 'Score',
  progressAxisDate: 'Session date',
} as const;

/** The score history chart's own words (the spec does not word the chart). */
export const BEYOND_SPEC = [
  'COACH_TEXTS.progressTitle',
  'COACH_TEXTS.progressEmpty',
  'COACH_TEXTS.progressOneSession',
  'COACH_TEXTS.progressLatest',
  'COACH_TEXTS.progressAxisScore',
  'COACH_TEXTS.progressAxisDate',
];

/** 'Failed to send message: {reason}'. */
export const sendPracticeMessageFailed = (reason: string): string => `Failed to send message: ${reason}`;
