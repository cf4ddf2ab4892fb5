import { describe, expect, it } from 'vitest';
import { eventSetup } from '../../src/features/events/utils/event-scenario.ts';

describe('practising for a real event', () => {
  it('turns the event title, chapter, type and attendees into a custom scenario within the field limits', () => {
    const setup = eventSetup({
      id: 'e1', title: 'Spring Founders Mixer', description: 'x'.repeat(3000), date: '2099-04-01', time: '18:00:00',
      type: 'in-person', current_attendees: 12, chapter: { name: 'Austin' },
    });
    expect(setup.scenarioType).toBe('custom');
    expect(setup.scenarioName).toBe('Custom Practice Session');
    expect(setup.eventType).toBe('Spring Founders Mixer (in-person event, the Austin chapter)');
    expect(setup.targetAudience).toContain('11 fellow members of the Austin chapter');
    expect(setup.goalDescription).toContain('Spring Founders Mixer');
    expect(setup.goalDescription.length).toBeLessThanOrEqual(2000);
  });
});
