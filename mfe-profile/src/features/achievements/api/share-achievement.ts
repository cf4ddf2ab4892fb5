import { DataError, type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markShared } from '../../../lib/profile-cache.ts';
import type { ProfilePost, ProfileView } from '../../../lib/profile-types.ts';
import { profileKeys } from '../../../lib/query-keys.ts';
import { PROFILE_TEXTS } from '../../../texts.ts';

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

/**
 * Which step failed, in the spec's words (spec 01: the share inserts the post, then updates the achievement
 * {post_id, shared_to_community}). share_achievement does both in one transaction; when the achievement itself
 * refuses the update (shared meanwhile, e.g. from another tab: 23514 user_achievements_shared_once; or deleted
 * meanwhile: PT404) nothing is posted and the text is 'Failed to update achievement'. Anything else (the post,
 * the network) is 'Failed to share achievement'.
 */
export function shareFailureText(error: unknown): string {
  const code = error instanceof DataError ? error.code : undefined;
  return code === '23514' || code === 'PT404' ? PROFILE_TEXTS.updateAchievementFailed : PROFILE_TEXTS.shareAchievementFailed;
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
    // The achievement changed elsewhere: show it as it is now (shared, or gone).
    onError: () => void queryClient.invalidateQueries({ queryKey: profileKeys.page(userId, userId) }),
  });
}
