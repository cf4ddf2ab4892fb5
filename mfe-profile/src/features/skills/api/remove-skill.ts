import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeSkill as removeFromView, restoreSkill } from '../../../lib/profile-cache.ts';
import type { ProfileView } from '../../../lib/profile-types.ts';
import { profileKeys } from '../../../lib/query-keys.ts';
import { SKILL_LISTS } from '../utils/skill-kinds.ts';
import { type SkillInput, skillInput } from './add-skill.ts';

/** Removes an entry: delete by user_id and value. Row-level security leaves other members' rows untouched. */
export async function removeSkill(input: SkillInput, client: DivaClient = getSupabase()): Promise<void> {
  const { userId, kind, value } = skillInput.parse(input);
  const { table, column } = SKILL_LISTS[kind];
  const rows = unwrap<unknown[]>(await client.from(table).delete().eq('user_id', userId).eq(column as never, value as never).select('id'));
  if (rows.length === 0) throw new Error(`${column} not removed`);
}

/** Optimistic: the tag goes at once and comes back if the delete fails. */
export function useRemoveSkill(userId: string) {
  const queryClient = useQueryClient();
  const key = profileKeys.page(userId, userId);
  return useMutation({
    mutationFn: (input: Omit<SkillInput, 'userId'>) => removeSkill({ ...input, userId }),
    onMutate: async ({ kind, value }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ProfileView | null>(key);
      const index = before ? before.skills[kind].indexOf(value) : -1;
      if (before && index >= 0) queryClient.setQueryData(key, removeFromView(before, kind, value));
      return { index };
    },
    // Put back only this entry, where it was (another change may have landed meanwhile).
    onError: (_error, { kind, value }, context) => {
      if (context && context.index >= 0) {
        queryClient.setQueryData<ProfileView | null>(key, (view) => (view ? restoreSkill(view, kind, value, context.index) : view));
      }
    },
  });
}
