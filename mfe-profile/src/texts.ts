// Profile, skills and achievements (spec 01 §2, §5, §7 and §8), and saving a connection from a profile.
import type { ErrorDetails } from '@diva/core';
import { CONNECTION_TEXTS, type ToastText } from '@diva/core/texts';

export const PROFILE_TEXTS = {
  signInToView: 'Please sign in to view your profile.',
  fetchUserFailed: 'Failed to fetch user data',
  updateFailed: 'Failed to update profile',
  uploadAvatarFailed: 'Failed to upload avatar',
  addAchievementFailed: 'Failed to add achievement',
  shareAchievementFailed: 'Failed to share achievement',
  updateAchievementFailed: 'Failed to update achievement',
  deleteAchievementFailed: 'Failed to delete achievement',
} as const;

/**
 * The text of the post that shares an achievement: 'Exciting news! I just achieved: {title} in {category}',
 * followed by the description (after a blank line) when there is one.
 */
export function achievementPostText(title: string, category: string, description?: string | null): string {
  const headline = `Exciting news! I just achieved: ${title} in ${category}`;
  return description?.trim() ? `${headline}\n\n${description.trim()}` : headline;
}

/** Saving a connection: 23505 means it is already saved. */
export const connectionSaveFailure = (error: ErrorDetails): ToastText =>
  error.code === '23505' ? CONNECTION_TEXTS.alreadyConnected : CONNECTION_TEXTS.saveFailed;
