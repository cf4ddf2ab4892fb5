import { CONSTANTS } from '@diva/core';
import type { SessionSetup } from '../../../lib/practice-types.ts';
import { COACH_TEXTS } from '../../../texts.ts';

export const CUSTOM_SESSION_NAME = COACH_TEXTS.customSessionName;

export interface CustomFields {
  goal: string;
  eventType: string;
  targetAudience: string;
}

/** Spec 02 §5: all three fields non-empty after trimming, else the alert text; the setup otherwise. */
export function customStart(fields: CustomFields): { setup: SessionSetup } | { error: string } {
  const goal = fields.goal.trim();
  const eventType = fields.eventType.trim();
  const targetAudience = fields.targetAudience.trim();
  if (!goal || !eventType || !targetAudience) return { error: COACH_TEXTS.fillAllFields };
  return { setup: { scenarioType: 'custom', scenarioName: CUSTOM_SESSION_NAME, goalDescription: goal, eventType, targetAudience } };
}

/** Spec 02 §4: a predefined session carries the scenario title with empty fields. */
export const presetSetup = (title: string): SessionSetup => ({
  scenarioType: 'predefined',
  scenarioName: title,
  goalDescription: '',
  eventType: '',
  targetAudience: '',
});

/** Auto-save is due after every 4th message once the session has an id (spec 02 §4). */
export const autoSaveDue = (sessionId: string | null, messageCount: number): boolean =>
  sessionId !== null && messageCount > 0 && messageCount % CONSTANTS.practiceAutoSaveEvery === 0;
