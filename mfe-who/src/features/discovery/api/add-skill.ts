import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/query-keys.ts';
import { SKILL_CATEGORIES, SKILL_CATEGORY_NAMES, type SkillCategory } from '../utils/skill-categories.ts';

export const skillInput = z.object({
  userId: z.guid(),
  category: z.enum(SKILL_CATEGORY_NAMES),
  /** Cleaned by the caller (trimmed, at most 200); the database checks the limit too. */
  value: z.string().check(z.minLength(1)),
});

/** Adds an item to one of her three lists. */
export async function addSkill(userId: string, category: SkillCategory, value: string, client: DivaClient = getSupabase()) {
  const input = skillInput.parse({ userId, category, value });
  const { table, column } = SKILL_CATEGORIES[input.category];
  unwrap(await client.from(table).insert({ user_id: input.userId, [column]: input.value } as never));
}

/** Optimistic: the item shows at once, and the list goes back as it was if the database refuses it. */
export function useAddSkill(category: SkillCategory) {
  const userId = useSessionUser()?.id ?? '';
  const queryClient = useQueryClient();
  const key = whoKeys.skills(userId, category);
  return useMutation({
    mutationFn: (value: string) => addSkill(userId, category, value),
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<string[]>(key) ?? [];
      queryClient.setQueryData<string[]>(key, [value, ...before]);
      return { before };
    },
    onError: (_error, _value, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: whoKeys.all }),
  });
}
