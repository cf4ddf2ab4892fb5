// Profile, skills and achievements (spec 01 §2, §5, §7 and §8), and saving a connection from a profile.
import type { ErrorDetails } from '@diva/core';
import { CONNECTION_TEXTS, errorToast, type ToastText } from '@diva/core/texts';

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

/** Where the viewer stands with another member, on her profile (the shared connection model). */
export const CONNECTION_STATE_TEXTS = {
  requestConnection: CONNECTION_TEXTS.requestConnection,
  /** The spec's word for the button once her request is sent. */
  saved: 'Connection Saved',
  connected: 'Connected',
  accept: 'Accept',
  decline: 'Decline',
  removeConfirm: 'Remove',
  connectionOne: 'connection',
  connectionMany: 'connections',
  mutual: 'Mutual connections',
  changeFailed: errorToast(CONNECTION_TEXTS.updateRequestFailed),
} as const;

/** The account page's light/dark switch (words of our own: the spec does not name a colour scheme). */
export const COLOUR_SCHEME_TEXTS = {
  title: 'Appearance',
  intro: 'Show Diva Network light or dark, or follow this device’s setting. The choice is kept in this browser.',
  system: 'System',
  light: 'Light',
  dark: 'Dark',
} as const;

// 'Appearance' is not listed: the spec's achievement category 'Appearances' contains it.
export const BEYOND_SPEC = [
  'COLOUR_SCHEME_TEXTS.intro',
  'COLOUR_SCHEME_TEXTS.system',
  'COLOUR_SCHEME_TEXTS.light',
  'COLOUR_SCHEME_TEXTS.dark',
  'CONNECTION_STATE_TEXTS.accept',
  'CONNECTION_STATE_TEXTS.decline',
  'CONNECTION_STATE_TEXTS.mutual',
];
