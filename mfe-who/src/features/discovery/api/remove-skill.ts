import { type DivaClient, getSupabase, unwrap, useSessionUser } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/query-keys.ts';
import { SKILL_CATEGORIES, type SkillCategory } from '../utils/skill-categories.ts';
import { skillInput } from './add-skill.ts';

/** Removes an item from one of her lists; row-level security leaves other members' rows untouched. */
export async function removeSkill(userId: string, category: SkillCategory, value: string, client: DivaClient = getSupabase()) {
  const input = skillInput.parse({ userId, category, value });
  const { table, column } = SKILL_CATEGORIES[input.category];
  unwrap(await client.from(table).delete().eq('user_id', input.userId).eq(column as 'id', input.value));
}

/** Optimistic: the item goes at once, and the list goes back as it was if the delete fails. */
export function useRemoveSkill(category: SkillCategory) {
  const userId = useSessionUser()?.id ?? '';
  const queryClient = useQueryClient();
  const key = whoKeys.skills(userId, category);
  return useMutation({
    mutationFn: (value: string) => removeSkill(userId, category, value),
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<string[]>(key) ?? [];
      queryClient.setQueryData<string[]>(key, before.filter((v) => v !== value));
      return { before };
    },
    onError: (_error, _value, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: whoKeys.all }),
  });
}
