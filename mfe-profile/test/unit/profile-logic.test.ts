import { describe, expect, it } from 'vitest';
import { fitWithin, extensionFor } from '../../src/features/avatar/utils/resize-image.ts';
import { missingForProgress } from '../../src/features/profile/utils/completeness.ts';
import { readSkillEntry } from '../../src/features/skills/utils/skill-entry.ts';
import { addSkill, markShared, removeSkill, restoreSkill, sortAchievements, toProfileView } from '../../src/lib/profile-cache.ts';
import type { Achievement, ProfileView } from '../../src/lib/profile-types.ts';

const achievement = (id: string, date: string, created = '2025-01-01T00:00:00Z'): Achievement => ({
  id,
  category: 'Appearances',
  title: id,
  description: null,
  date_achieved: date,
  shared_to_community: false,
  post_id: null,
  created_at: created,
});

const view = (overrides: Partial<ProfileView> = {}): ProfileView => ({
  profile: { user_id: 'u', display_name: 'Ada', avatar_url: null, bio: null, company: null, role: null, location: null, created_at: '', instagram_url: null, facebook_url: null, twitter_url: null, linkedin_url: null, tiktok_url: null, youtube_url: null },
  skills: { superpowers: [], passions: [], fuel: [] },
  achievements: [],
  connectionSaved: false,
  posts: [],
  ...overrides,
});

describe('skill entries', () => {
  it('ignores empty and duplicate entries, refuses over 200 with the spec text, trims and sanitises', () => {
    expect(readSkillEntry('superpowers', '   ', [])).toEqual({ kind: 'ignore' });
    expect(readSkillEntry('superpowers', ' Negotiation ', ['Negotiation'])).toEqual({ kind: 'ignore' });
    expect(readSkillEntry('passions', 'x'.repeat(201), [])).toEqual({ kind: 'invalid', message: 'Passion must be 200 characters or less' });
    expect(readSkillEntry('fuel', 'x'.repeat(201), [])).toEqual({ kind: 'invalid', message: 'Fuel must be 200 characters or less' });
    expect(readSkillEntry('superpowers', 'x'.repeat(200), [])).toEqual({ kind: 'add', value: 'x'.repeat(200) });
    expect(readSkillEntry('superpowers', '  Public <b>speaking</b> ', [])).toEqual({ kind: 'add', value: 'Public speaking' });
    expect(readSkillEntry('superpowers', '<script>alert(1)</script>', [])).toEqual({ kind: 'ignore' });
  });
});

describe('the cached profile', () => {
  it('adds skills newest first, removes them and puts a failed removal back where it was', () => {
    let current = addSkill(addSkill(view(), 'superpowers', 'A'), 'superpowers', 'B');
    expect(current.skills.superpowers).toEqual(['B', 'A']);
    expect(addSkill(current, 'superpowers', 'A')).toBe(current);
    current = addSkill(current, 'superpowers', 'C');
    const removed = removeSkill(current, 'superpowers', 'B');
    expect(removed.skills.superpowers).toEqual(['C', 'A']);
    expect(restoreSkill(removed, 'superpowers', 'B', 1).skills.superpowers).toEqual(['C', 'B', 'A']);
  });

  it('orders achievements newest first by date, then by when they were recorded', () => {
    const list = sortAchievements([achievement('old', '2024-01-01'), achievement('new', '2025-02-02'), achievement('same-later', '2025-02-02', '2025-03-01T00:00:00Z')]);
    expect(list.map((item) => item.id)).toEqual(['same-later', 'new', 'old']);
  });

  it('marks a shared achievement and puts its flagged post on top of the five', () => {
    const posts = Array.from({ length: 5 }, (_, index) => ({ id: `p${index}`, content: '', tags: [], likes_count: 0, comments_count: 0, created_at: '', isLiked: false, isAchievement: false }));
    const shared = markShared(view({ achievements: [achievement('a', '2025-01-01')], posts }), 'a', { id: 'new', content: 'Exciting news!', tags: [], likes_count: 0, comments_count: 0, created_at: '' });
    expect(shared.achievements[0]).toMatchObject({ shared_to_community: true, post_id: 'new' });
    expect(shared.posts.map((post) => post.id)).toEqual(['new', 'p0', 'p1', 'p2', 'p3']);
    expect(shared.posts[0]!.isAchievement).toBe(true);
  });

  it('reads the embedded row: like state from the viewer-filtered likes, flags from her achievements', () => {
    const result = toProfileView({
      ...view().profile,
      superpowers: [{ value: 'A' }],
      passions: null,
      fuel: [],
      achievements: [{ ...achievement('a', '2025-01-01'), post_id: 'p1', shared_to_community: true }],
      saved: [{ id: 's' }],
      posts: [
        { id: 'p1', content: '', tags: null, likes_count: 2, comments_count: 0, created_at: '', likes: [{ user_id: 'viewer' }] },
        { id: 'p2', content: '', tags: ['Growth'], likes_count: 1, comments_count: 0, created_at: '', likes: [] },
      ],
    });
    expect(result.connectionSaved).toBe(true);
    expect(result.skills).toEqual({ superpowers: ['A'], passions: [], fuel: [] });
    expect(result.posts).toMatchObject([
      { id: 'p1', isLiked: true, isAchievement: true, tags: [] },
      { id: 'p2', isLiked: false, isAchievement: false, tags: ['Growth'] },
    ]);
  });
});

describe('completeness for the Who progress', () => {
  it('lists photo, bio, five superpowers, passions and purpose while missing', () => {
    expect(missingForProgress(view())).toEqual(['photo', 'bio', 'superpowers', 'passions', 'fuel']);
    const full = view({ skills: { superpowers: ['1', '2', '3', '4', '5'], passions: ['p'], fuel: ['f'] } });
    full.profile = { ...full.profile, avatar_url: 'https://x.example/a.png', bio: 'Hi' };
    expect(missingForProgress(full)).toEqual([]);
    expect(missingForProgress({ ...full, skills: { ...full.skills, superpowers: ['1', '2', '3', '4'] } })).toEqual(['superpowers']);
  });
});

describe('avatar resizing', () => {
  it('fits within 512×512 keeping the aspect, never scaling up', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 512, height: 384 });
    expect(fitWithin(1000, 3000)).toEqual({ width: 171, height: 512 });
    expect(fitWithin(200, 100)).toEqual({ width: 200, height: 100 });
    expect(extensionFor('image/webp')).toBe('webp');
    expect(extensionFor('image/jpeg')).toBe('jpg');
  });
});
