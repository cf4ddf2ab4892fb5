import { describe, expect, it } from 'vitest';
import {
  AUTO_LABELS,
  autoLabels,
  GENERAL_LABEL,
  LABEL_KEYWORDS,
  scoreLabels,
  tagsWithAutoLabels,
} from '../../src/lib/auto-label.ts';

describe('auto-labelling', () => {
  it('offers exactly the ten labels of the spec', () => {
    expect([...AUTO_LABELS]).toEqual([
      'Achievement',
      'Business',
      'Networking',
      'Technology',
      'Leadership',
      'Growth',
      'Fundraising',
      'Client Success',
      'Positive News',
      'General',
    ]);
  });

  it.each([
    ['I just won an award for my work!', 'Achievement'],
    ['Our startup signed its biggest contract', 'Business'],
    ['Met amazing women at the networking mixer', 'Networking'],
    ['We shipped a new AI feature in our app', 'Technology'],
    ['Mentoring my team taught me about leadership', 'Leadership'],
    ['Revenue doubled and we are hiring', 'Growth'],
    ['We closed our seed round with two angel investors', 'Fundraising'],
    ['A wonderful testimonial from a long-time client', 'Client Success'],
    ['So grateful and thrilled to share this', 'Positive News'],
  ])('labels %j with %s', (text, label) => {
    expect(autoLabels(text)).toContain(label);
  });

  it('matches whole words, in any letter case, and stems marked with *', () => {
    expect(autoLabels('FUNDRAISING gala tonight')).toContain('Fundraising');
    expect(autoLabels('Our fundraiser raised a lot')).toContain('Fundraising');
    // "ai" inside "said" or "mail" is no keyword; "win" inside "window" neither.
    expect(scoreLabels('She said to check the mail by the window').map((entry) => entry.label)).toEqual([]);
  });

  it('matches phrases across any whitespace and words next to accented letters correctly', () => {
    expect(autoLabels('We closed our seed\nround today')).toContain('Fundraising');
    expect(scoreLabels('appé wonö')).toEqual([]);
    expect(scoreLabels('é app ö').map((entry) => entry.label)).toEqual(['Technology']);
  });

  it('adds at most 3 labels, the best-scoring first, ties in list order', () => {
    const text = 'Thrilled, grateful and happy! Our startup won funding from investors; new clients and our team grow.';
    const labels = autoLabels(text);
    expect(labels).toHaveLength(3);
    expect(labels[0]).toBe('Positive News');
    const scores = scoreLabels(text);
    expect(scores.map((entry) => entry.score)).toEqual([...scores.map((entry) => entry.score)].sort((a, b) => b - a));
  });

  it('skips labels the author already added, in any letter case', () => {
    expect(autoLabels('We closed our seed round', ['fundraising'])).not.toContain('Fundraising');
  });

  it('labels a post that matches nothing and has no tags as General, and leaves a tagged one alone', () => {
    expect(autoLabels('Hello everyone')).toEqual([GENERAL_LABEL]);
    expect(autoLabels('Hello everyone', ['Hello'])).toEqual([]);
  });

  it('never pushes a post past 10 tags', () => {
    const nine = Array.from({ length: 9 }, (_, index) => `tag${index}`);
    expect(autoLabels('thrilled startup investors', nine)).toHaveLength(1);
    expect(autoLabels('thrilled startup investors', [...nine, 'tag9'])).toEqual([]);
  });

  it('stores the author tags first, then the labels', () => {
    expect(tagsWithAutoLabels('Our startup is growing', ['Mine'])).toEqual(['Mine', 'Business', 'Growth']);
  });

  it('keeps keyword lists free of duplicates and upper case (they are matched case-insensitively)', () => {
    for (const keywords of Object.values(LABEL_KEYWORDS)) {
      expect(new Set(keywords).size).toBe(keywords.length);
      for (const keyword of keywords) expect(keyword).toBe(keyword.toLowerCase());
    }
  });
});
