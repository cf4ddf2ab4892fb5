import type { ProfileView } from '../../../lib/profile-types.ts';

/** What the Who dashboard's progress counts from the profile: a photo, a bio, 5 superpowers, passions, purpose. */
export const SUPERPOWERS_FOR_PROGRESS = 5;

export type CompletenessItem = 'photo' | 'bio' | 'superpowers' | 'passions' | 'fuel';

export const COMPLETENESS_LABELS: Record<CompletenessItem, string> = {
  photo: 'Add a profile photo',
  bio: 'Write a bio',
  superpowers: `Add at least ${SUPERPOWERS_FOR_PROGRESS} superpowers`,
  passions: 'Add your passions',
  fuel: 'Add your purpose',
};

/** The items still missing, in the order the hint lists them. */
export function missingForProgress(view: Pick<ProfileView, 'profile' | 'skills'>): CompletenessItem[] {
  const missing: CompletenessItem[] = [];
  if (!view.profile.avatar_url) missing.push('photo');
  if (!view.profile.bio?.trim()) missing.push('bio');
  if (view.skills.superpowers.length < SUPERPOWERS_FOR_PROGRESS) missing.push('superpowers');
  if (view.skills.passions.length === 0) missing.push('passions');
  if (view.skills.fuel.length === 0) missing.push('fuel');
  return missing;
}
