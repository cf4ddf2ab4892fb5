import { DataError, type DivaClient, LIMITS, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { failedToAdd, failedToRemove } from '@diva/core/texts';
import { showToast } from '@diva/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SKILL_CATEGORIES, type SkillCategory } from '../../../lib/skills.ts';
import { whoKeys } from '../../../lib/who-keys.ts';

/** Trimmed; empty ignored (null); at most 200. */
export function cleanSkill(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return trimmed.length > LIMITS.skill ? trimmed.slice(0, LIMITS.skill) : trimmed;
}

export async function addSkill(userId: string, category: SkillCategory, value: string, client: DivaClient = getSupabase()) {
  const { table, column } = SKILL_CATEGORIES[category];
  unwrap(await client.from(table).insert({ user_id: userId, [column]: value } as never));
}

export async function removeSkill(userId: string, category: SkillCategory, value: string, client: DivaClient = getSupabase()) {
  const { table, column } = SKILL_CATEGORIES[category];
  unwrap(await client.from(table).delete().eq('user_id', userId).eq(column as 'id', value));
}

/** Add or remove optimistically; on failure the list goes back and 'Failed to add/remove {item}' says so. */
export function useChangeSkill(category: SkillCategory) {
  const userId = useSessionUser()?.id ?? '';
  const queryClient = useQueryClient();
  const key = whoKeys.skills(userId, category);
  const { item } = SKILL_CATEGORIES[category];
  return useMutation({
    mutationFn: ({ kind, value }: { kind: 'add' | 'remove'; value: string }) =>
      kind === 'add' ? addSkill(userId, category, value) : removeSkill(userId, category, value),
    onMutate: async ({ kind, value }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<string[]>(key) ?? [];
      queryClient.setQueryData<string[]>(key, kind === 'add' ? [value, ...before] : before.filter((v) => v !== value));
      return { before };
    },
    onError: (error, { kind }, context) => {
      queryClient.setQueryData(key, context?.before);
      const text = kind === 'add' ? failedToAdd(item) : failedToRemove(item);
      showToast({ title: 'Error', message: error instanceof DataError && error.code === '23505' ? `${text}: already added` : text });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: whoKeys.all }),
  });
}
