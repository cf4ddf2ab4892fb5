/** The three Who categories: table, column, tab label and the nine quick-add suggestions of each (spec 02 §9). */
export const SKILL_CATEGORY_NAMES = ['superpowers', 'passions', 'fuel'] as const;
export type SkillCategory = (typeof SKILL_CATEGORY_NAMES)[number];

export const SKILL_CATEGORIES = {
  superpowers: {
    table: 'user_superpowers', column: 'superpower', label: 'Superpowers', item: 'superpower',
    quick: ['Public Speaking', 'Strategic Planning', 'Sales', 'Marketing', 'Leadership', 'Networking', 'Negotiation', 'Storytelling', 'Fundraising'],
  },
  passions: {
    table: 'user_passions', column: 'passion', label: 'Passions', item: 'passion',
    quick: ['Women Empowerment', 'Entrepreneurship', 'Mentoring', 'Innovation', 'Education', 'Community Building', 'Wellness', 'Sustainability', 'Technology'],
  },
  fuel: {
    table: 'user_fuel', column: 'fuel', label: 'Purpose', item: 'purpose',
    quick: ['Financial Freedom', 'Legacy', 'Family', 'Impact', 'Independence', 'Growth', 'Recognition', 'Creativity', 'Helping Others'],
  },
} as const;

export const isSkillCategory = (value: string): value is SkillCategory => value in SKILL_CATEGORIES;
