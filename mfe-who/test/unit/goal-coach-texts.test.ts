import { describe, expect, it } from 'vitest';
// The offline goal coach of ai-goal-setter (Deno), whose greetings the UI shows when the coach cannot start.
import { GOAL_CHAT_APOLOGY, GOAL_STAGES, STAGE_GREETINGS } from '../../../supabase/functions/_shared/offline/goal-stages.ts';
import { GOAL_STAGES as UI_STAGES } from '@diva/core';
import { WHO_TEXTS } from '../../src/texts.ts';

describe('the goal coach fallbacks (spec 02 §4)', () => {
  it('has one canned greeting per stage, the same words as the coach function', () => {
    expect(Object.keys(WHO_TEXTS.goalCoachGreetings)).toEqual(GOAL_STAGES.map((s) => s.status));
    expect(WHO_TEXTS.goalCoachGreetings).toEqual(STAGE_GREETINGS);
    expect(new Set(Object.values(WHO_TEXTS.goalCoachGreetings)).size).toBe(6);
    expect(UI_STAGES.map((s) => s.status)).toEqual(GOAL_STAGES.map((s) => s.status));
  });

  it('apologises on a chat failure with the function words', () => {
    expect(WHO_TEXTS.goalCoachApology).toBe(GOAL_CHAT_APOLOGY);
  });
});
