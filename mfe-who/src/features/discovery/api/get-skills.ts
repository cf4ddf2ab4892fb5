import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/query-keys.ts';
import { SKILL_CATEGORIES, SKILL_CATEGORY_NAMES, type SkillCategory } from '../utils/skill-categories.ts';

export const skillsInput = z.object({ userId: z.guid(), category: z.enum(SKILL_CATEGORY_NAMES) });

/** Her items of one category, newest first. */
export async function fetchSkills(userId: string, category: SkillCategory, client: DivaClient = getSupabase()): Promise<string[]> {
  const input = skillsInput.parse({ userId, category });
  const { table, column } = SKILL_CATEGORIES[input.category];
  const rows = unwrap<Record<string, string>[]>(
    await client.from(table).select(column).eq('user_id', input.userId).order('created_at', { ascending: false }).retry(false),
  );
  return rows.map((row) => row[column]!);
}

export function useSkills(category: SkillCategory) {
  const userId = useSessionUser()?.id;
  return useQuery({ queryKey: whoKeys.skills(userId ?? 'signed-out', category), queryFn: () => fetchSkills(userId!, category), enabled: Boolean(userId) });
}
