import { LIMITS, profileUpdateSchema, validationMessage, z } from '@diva/core';
import { type EditableField, PROFILE_TEXT_FIELDS, type ProfileFields, SOCIAL_FIELDS, type SocialField } from '../../../lib/profile-types.ts';

export type ProfileFormValues = Record<EditableField, string>;

export const FIELD_LABELS: Record<EditableField, string> = {
  display_name: 'Display name',
  bio: 'Bio',
  location: 'Location',
  company: 'Company',
  role: 'Role',
  instagram_url: 'Instagram URL',
  facebook_url: 'Facebook URL',
  twitter_url: 'Twitter URL',
  linkedin_url: 'LinkedIn URL',
  tiktok_url: 'TikTok URL',
  youtube_url: 'YouTube URL',
};

export const FIELD_LIMITS: Partial<Record<EditableField, number>> = {
  display_name: LIMITS.displayName,
  bio: LIMITS.bio,
  location: LIMITS.location,
  company: LIMITS.company,
  role: LIMITS.role,
};

export const formValuesOf = (profile: ProfileFields): ProfileFormValues =>
  Object.fromEntries([...PROFILE_TEXT_FIELDS, ...SOCIAL_FIELDS].map((field) => [field, profile[field] ?? ''])) as ProfileFormValues;

/** An https address with a host (what the database's is_web_url accepts); links open in a new tab. */
const httpsLink = z.string().check(
  z.refine((value: string) => {
    if (/[\s\\]/.test(value)) return false;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
    } catch {
      return false;
    }
  }),
);

export type ProfileFormResult = { ok: true; changes: Record<EditableField, string | null> } | { ok: false; message: string };

/**
 * The profile validator: the limits (spec 01 §5), a display name, https links; text trimmed and sanitised.
 * Every failure is listed, joined by commas (the 'Validation Error' toast). Empty optional fields become null.
 */
export function validateProfileForm(values: ProfileFormValues): ProfileFormResult {
  const messages: string[] = [];
  const parsed = profileUpdateSchema.safeParse(values);
  if (!parsed.success) messages.push(validationMessage(parsed.error));
  if (!values.display_name.trim()) messages.push('Display name is required');
  for (const field of SOCIAL_FIELDS) {
    const value = values[field].trim();
    if (value && !httpsLink.safeParse(value).success) messages.push(`${FIELD_LABELS[field]} must be an https:// link`);
  }
  if (messages.length > 0 || !parsed.success) return { ok: false, message: messages.join(', ') };
  const clean = parsed.data as Partial<Record<EditableField, string>>;
  const changes = {} as Record<EditableField, string | null>;
  for (const field of [...PROFILE_TEXT_FIELDS, ...SOCIAL_FIELDS]) {
    const value = SOCIAL_FIELDS.includes(field as SocialField) ? values[field].trim() : (clean[field] ?? '');
    changes[field] = value === '' ? null : value;
  }
  // The display name is required: sanitising may have emptied it.
  if (!changes.display_name) return { ok: false, message: 'Display name is required' };
  return { ok: true, changes };
}

