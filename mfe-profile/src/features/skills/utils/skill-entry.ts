import { skillEntrySchema } from '@diva/core';
import type { SkillKind } from '../../../lib/profile-types.ts';
import { SKILL_LISTS } from './skill-kinds.ts';

export type SkillEntryResult = { kind: 'ignore' } | { kind: 'invalid'; message: string } | { kind: 'add'; value: string };

/**
 * What typing an entry does: trimmed; empty (or already in the list) ignored; over 200 refused with
 * '{type} must be 200 characters or less'; otherwise sanitised and added.
 */
export function readSkillEntry(kind: SkillKind, raw: string, existing: readonly string[]): SkillEntryResult {
  if (!raw.trim()) return { kind: 'ignore' };
  const parsed = skillEntrySchema(SKILL_LISTS[kind].entry).safeParse(raw);
  if (!parsed.success) return { kind: 'invalid', message: parsed.error.issues[0]!.message };
  // Sanitising may leave nothing (an entry that was only markup).
  if (!parsed.data.trim() || existing.includes(parsed.data)) return { kind: 'ignore' };
  return { kind: 'add', value: parsed.data };
}
