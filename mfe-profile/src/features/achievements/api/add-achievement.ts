import { achievementSchema, type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upsertAchievement } from '../../../lib/profile-cache.ts';
import type { Achievement, ProfileView } from '../../../lib/profile-types.ts';
import { profileKeys } from '../../../lib/query-keys.ts';

export const addAchievementInput = z.object({ userId: z.guid(), achievement: achievementSchema });
export type AddAchievementInput = z.input<typeof addAchievementInput>;

export const ACHIEVEMENT_COLUMNS = 'id, category, title, description, date_achieved, shared_to_community, post_id, created_at';

/** insert {user_id, category, title, description or null, date_achieved, shared_to_community: false}. */
export async function addAchievement(input: AddAchievementInput, client: DivaClient = getSupabase()): Promise<Achievement> {
  const { userId, achievement } = addAchievementInput.parse(input);
  return unwrap<Achievement>(
    await client
      .from('user_achievements')
      .insert({
        user_id: userId,
        category: achievement.category,
        title: achievement.title,
        description: achievement.description || null,
        date_achieved: achievement.date_achieved,
        shared_to_community: false,
      })
      .select(ACHIEVEMENT_COLUMNS)
      .single(),
  );
}

export function useAddAchievement(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (achievement: AddAchievementInput['achievement']) => addAchievement({ userId, achievement }),
    onSuccess: (saved) => {
      queryClient.setQueryData<ProfileView | null>(profileKeys.page(userId, userId), (view) => (view ? upsertAchievement(view, saved) : view));
    },
  });
}
