import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { SKILL_CATEGORIES, type SkillCategory } from '../../../lib/skills.ts';
import { whoKeys } from '../../../lib/who-keys.ts';

/** Her items of one category, newest first. */
export async function fetchSkills(userId: string, category: SkillCategory, client: DivaClient = getSupabase()): Promise<string[]> {
  const { table, column } = SKILL_CATEGORIES[category];
  const rows = unwrap<Record<string, string>[]>(
    await client.from(table).select(column).eq('user_id', userId).order('created_at', { ascending: false }).retry(false),
  );
  return rows.map((row) => row[column]!);
}

export function useSkills(category: SkillCategory) {
  const userId = useSessionUser()?.id;
  return useQuery({ queryKey: whoKeys.skills(userId ?? 'signed-out', category), queryFn: () => fetchSkills(userId!, category), enabled: Boolean(userId) });
}
