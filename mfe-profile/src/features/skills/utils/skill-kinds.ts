import type { SkillKind as EntryKind } from '@diva/core';
import type { SkillKind } from '../../../lib/profile-types.ts';

/** Each list's table, its value column, the section title, the {type} of its texts and the input's noun. */
export const SKILL_LISTS = {
  superpowers: { table: 'user_superpowers', column: 'superpower', title: 'Superpowers', type: 'superpower', entry: 'Superpower', label: 'superpower' },
  passions: { table: 'user_passions', column: 'passion', title: 'Passions', type: 'passion', entry: 'Passion', label: 'passion' },
  fuel: { table: 'user_fuel', column: 'fuel', title: 'Purpose', type: 'fuel', entry: 'Fuel', label: 'purpose' },
} as const satisfies Record<SkillKind, { table: string; column: string; title: string; type: string; entry: EntryKind; label: string }>;
