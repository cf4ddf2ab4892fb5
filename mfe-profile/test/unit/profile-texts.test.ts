import { describe, expect, it } from 'vitest';
import { achievementPostText, connectionSaveFailure } from '../../src/texts.ts';

describe('the profile\'s texts', () => {
  it('maps a connection save conflict to Already Connected', () => {
    expect(connectionSaveFailure({ code: '23505' })).toEqual({ title: 'Already Connected', message: "You've already saved this connection" });
    expect(connectionSaveFailure({ code: '1' }).message).toBe('Failed to save connection');
  });

  it('joins the achievement headline and description', () => {
    expect(achievementPostText('Closed seed round', 'Fundraisers', ' Thanks all ')).toBe(
      'Exciting news! I just achieved: Closed seed round in Fundraisers\n\nThanks all',
    );
    expect(achievementPostText('Keynote', 'Appearances', '')).toBe('Exciting news! I just achieved: Keynote in Appearances');
  });
});
