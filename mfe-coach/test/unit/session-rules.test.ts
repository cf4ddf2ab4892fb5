import { describe, expect, it } from 'vitest';
import { autoSaveDue, customStart, CUSTOM_SESSION_NAME, presetSetup } from '../../src/features/practice/utils/session-rules.ts';

describe('the custom start rule', () => {
  it.each([
    { goal: '', eventType: 'Mixer', targetAudience: 'Founders' },
    { goal: 'Pitch', eventType: '   ', targetAudience: 'Founders' },
    { goal: 'Pitch', eventType: 'Mixer', targetAudience: '\n\t' },
  ])('refuses a blank field after trimming: %o', (fields) => {
    expect(customStart(fields)).toEqual({ error: 'Please fill in all fields before starting the coaching session.' });
  });

  it('names a custom session and trims its fields', () => {
    expect(customStart({ goal: ' Pitch my studio ', eventType: ' Mixer', targetAudience: 'Founders ' })).toEqual({
      setup: { scenarioType: 'custom', scenarioName: 'Custom Practice Session', goalDescription: 'Pitch my studio', eventType: 'Mixer', targetAudience: 'Founders' },
    });
    expect(CUSTOM_SESSION_NAME).toBe('Custom Practice Session');
  });
});

describe('session naming', () => {
  it('a preset carries the scenario title with empty fields', () => {
    expect(presetSetup('Investor Pitch Preparation')).toEqual({
      scenarioType: 'predefined',
      scenarioName: 'Investor Pitch Preparation',
      goalDescription: '',
      eventType: '',
      targetAudience: '',
    });
  });
});

describe('auto-save cadence', () => {
  it('is due after every 4th message, only once the session has an id', () => {
    const due = [1, 2, 3, 4, 5, 6, 7, 8, 9, 12].filter((n) => autoSaveDue('id-1', n));
    expect(due).toEqual([4, 8, 12]);
    expect(autoSaveDue(null, 4)).toBe(false);
    expect(autoSaveDue('id-1', 0)).toBe(false);
  });
});
