import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addSkill as addToView, removeSkill as removeFromView } from '../../../lib/profile-cache.ts';
import type { ProfileView } from '../../../lib/profile-types.ts';
import { profileKeys } from '../../../lib/query-keys.ts';
import { SKILL_LISTS } from '../utils/skill-kinds.ts';

export const skillInput = z.object({
  userId: z.guid(),
  kind: z.enum(['superpowers', 'passions', 'fuel']),
  /** Trimmed, sanitised, at most 200 (the database checks the limit too). */
  value: z.string().check(z.minLength(1)),
});
export type SkillInput = z.infer<typeof skillInput>;

/** Adds an entry to one of her lists: insert {user_id, value}. */
export async function addSkill(input: SkillInput, client: DivaClient = getSupabase()): Promise<void> {
  const { userId, kind, value } = skillInput.parse(input);
  const { table, column } = SKILL_LISTS[kind];
  unwrap(await client.from(table).insert({ user_id: userId, [column]: value } as never));
}

/** Optimistic: the tag shows at once and goes away again if the database refuses it. */
export function useAddSkill(userId: string) {
  const queryClient = useQueryClient();
  const key = profileKeys.page(userId, userId);
  return useMutation({
    mutationFn: (input: Omit<SkillInput, 'userId'>) => addSkill({ ...input, userId }),
    onMutate: async ({ kind, value }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ProfileView | null>(key);
      const added = Boolean(before && !before.skills[kind].includes(value));
      if (before && added) queryClient.setQueryData(key, addToView(before, kind, value));
      return { added };
    },
    // Undo only this change (another one may have landed meanwhile).
    onError: (_error, { kind, value }, context) => {
      if (context?.added) queryClient.setQueryData<ProfileView | null>(key, (view) => (view ? removeFromView(view, kind, value) : view));
    },
  });
}
