import type { ProfileRow } from '../../src/lib/profile-cache.ts';

/** A profile row as the one profile request returns it (embedded lists included). */
export function profileRow(userId: string, overrides: Partial<ProfileRow> = {}): ProfileRow {
  return {
    user_id: userId,
    display_name: 'Ada Lovelace',
    avatar_url: null,
    bio: 'Building things.',
    company: 'Analytical Engines',
    role: 'Founder',
    location: 'London',
    created_at: '2025-01-01T00:00:00Z',
    instagram_url: 'https://instagram.com/ada',
    facebook_url: null,
    twitter_url: null,
    linkedin_url: null,
    tiktok_url: null,
    youtube_url: null,
    superpowers: [{ value: 'Mathematics' }],
    passions: [{ value: 'Poetry' }],
    fuel: [],
    achievements: [
      {
        id: '33333333-3333-4333-8333-333333333333',
        category: 'Appearances',
        title: 'Royal Society talk',
        description: null,
        date_achieved: '2025-03-07',
        shared_to_community: false,
        post_id: null,
        created_at: '2025-03-07T10:00:00Z',
      },
    ],
    saved: [],
    posts: [],
    ...overrides,
  };
}
