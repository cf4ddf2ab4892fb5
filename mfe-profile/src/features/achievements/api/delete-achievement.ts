import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeAchievement } from '../../../lib/profile-cache.ts';
import type { ProfileView } from '../../../lib/profile-types.ts';
import { profileKeys } from '../../../lib/query-keys.ts';

export const deleteAchievementInput = z.object({ achievementId: z.guid() });

/** delete by id; row-level security lets only the owner's rows go, so nothing back means it was refused. */
export async function deleteAchievement(input: z.infer<typeof deleteAchievementInput>, client: DivaClient = getSupabase()): Promise<void> {
  const { achievementId } = deleteAchievementInput.parse(input);
  const rows = unwrap<unknown[]>(await client.from('user_achievements').delete().eq('id', achievementId).select('id'));
  if (rows.length === 0) throw new Error('achievement not deleted');
}

export function useDeleteAchievement(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (achievementId: string) => deleteAchievement({ achievementId }),
    onSuccess: (_done, achievementId) => {
      queryClient.setQueryData<ProfileView | null>(profileKeys.page(userId, userId), (view) => (view ? removeAchievement(view, achievementId) : view));
    },
  });
}
