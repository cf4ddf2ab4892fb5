import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { markShared } from '../../../lib/profile-cache.ts';
import type { ProfilePost, ProfileView } from '../../../lib/profile-types.ts';
import { profileKeys } from '../../../lib/query-keys.ts';

export const shareAchievementInput = z.object({ achievementId: z.guid() });
export type SharedPost = Omit<ProfilePost, 'isLiked' | 'isAchievement'>;

/**
 * Posts the achievement to the community through the database's share_achievement: the post ('Exciting news!
 * I just achieved: {title} in {category}' and the description) and the achievement's link to it in one step,
 * for her own achievements only, once.
 */
export async function shareAchievement(input: z.infer<typeof shareAchievementInput>, client: DivaClient = getSupabase()): Promise<SharedPost> {
  const { achievementId } = shareAchievementInput.parse(input);
  const post = unwrap<SharedPost & { tags: string[] | null }>(await client.rpc('share_achievement', { achievement_id: achievementId }));
  return { ...post, tags: post.tags ?? [] };
}

export function useShareAchievement(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (achievementId: string) => shareAchievement({ achievementId }),
    onSuccess: (post, achievementId) => {
      queryClient.setQueryData<ProfileView | null>(profileKeys.page(userId, userId), (view) => (view ? markShared(view, achievementId, post) : view));
      // The feed shows the new post, flagged.
      void queryClient.invalidateQueries({ queryKey: ['feed'] });
    },
  });
}
