// zod/mini through a namespace import: the bundler keeps only the validators used here (about 7 KiB gzip,
// against about 26 KiB for classic zod and 85 KiB for sharing all of zod as its own module).
import * as z from 'zod/mini';
import { ACHIEVEMENT_CATEGORIES, LIMITS } from './limits.ts';
import { containsMarkup, containsPromptInjection, sanitizeText } from './sanitize.ts';
import { tooLong, VALIDATION_TEXTS as TEXTS } from '../texts/validation.ts';

const text = (...checks: Parameters<ReturnType<typeof z.string>['check']>) => z.string().check(z.trim(), ...checks);
const atMost = (label: string, max: number) => z.maxLength(max, tooLong(label, max));

export const postContentSchema = text(z.minLength(1, TEXTS.postContentRequired), atMost('Post', LIMITS.post));

export const commentSchema = text(z.minLength(1, 'Comment cannot be empty'), atMost('Comment', LIMITS.comment));

export const messageContentSchema = text(z.minLength(1, TEXTS.messageContentRequired), atMost('Message', LIMITS.message));

export const connectionMessageSchema = z.optional(z.string().check(atMost('Message', LIMITS.connectionMessage)));

export const tagSchema = (existing: readonly string[]) =>
  text(
    z.minLength(1, 'Tag cannot be empty'),
    z.refine((tag: string) => !existing.includes(tag), 'Tag already added'),
  );

export type SkillKind = 'Superpower' | 'Passion' | 'Fuel';
export const skillEntrySchema = (kind: SkillKind) =>
  text(z.minLength(1, `${kind} cannot be empty`), atMost(kind, LIMITS.skill), z.overwrite(sanitizeText));

const optionalText = (label: string, max: number) => z.optional(text(atMost(label, max), z.overwrite(sanitizeText)));

export const profileUpdateSchema = z.object({
  display_name: optionalText('Display name', LIMITS.displayName),
  bio: optionalText('Bio', LIMITS.bio),
  company: optionalText('Company', LIMITS.company),
  role: optionalText('Role', LIMITS.role),
  location: optionalText('Location', LIMITS.location),
  instagram_url: optionalText('Instagram URL', 500),
  facebook_url: optionalText('Facebook URL', 500),
  twitter_url: optionalText('Twitter URL', 500),
  linkedin_url: optionalText('LinkedIn URL', 500),
  tiktok_url: optionalText('TikTok URL', 500),
  youtube_url: optionalText('YouTube URL', 500),
});

export const achievementSchema = z.object({
  category: z.enum(ACHIEVEMENT_CATEGORIES, 'Category is required'),
  title: text(z.minLength(1, 'Title is required')),
  description: z.optional(text()),
  date_achieved: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')),
});

export function defaultDisplayName(email: string): string {
  return email.trim().split('@')[0] ?? '';
}

/** An e-mail address as sign-up checks it (recovery, sign-in codes and a change of address use it too). */
export const emailAddressSchema = text(z.minLength(1, 'Email is required'), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'));

/** A new password with sign-up's rules (recovery and the account page): the minimum length and a matching confirmation. */
export const newPasswordSchema = z
  .object({ password: z.string().check(z.minLength(LIMITS.passwordMin, TEXTS.passwordTooShort)), confirmPassword: z.string() })
  .check(z.refine((form) => form.password === form.confirmPassword, { message: TEXTS.passwordsDoNotMatch, path: ['confirmPassword'] }));

/** Sign-up form; the display name defaults to the part of the email before the at-sign. */
export const signUpSchema = z.pipe(
  z
    .object({
      email: emailAddressSchema,
      password: z.string().check(z.minLength(LIMITS.passwordMin, TEXTS.passwordTooShort)),
      confirmPassword: z.string(),
      displayName: text(atMost('Display name', LIMITS.displayName)),
    })
    .check(
      z.refine((form) => form.password === form.confirmPassword, { message: TEXTS.passwordsDoNotMatch, path: ['confirmPassword'] }),
    ),
  z.transform((form) => ({ ...form, displayName: form.displayName || defaultDisplayName(form.email) })),
);

export const signInSchema = z.object({
  email: text(z.minLength(1, 'Email is required')),
  password: z.string().check(z.minLength(1, 'Password is required')),
});

/** AI chat input (discovery, goal coach, connection assistant); practice input allows 2000. */
export const aiChatInputSchema = (max: number = LIMITS.aiChat) =>
  text(
    z.minLength(1, TEXTS.aiMessageRequired),
    z.maxLength(max, tooLong('Message', max)),
    z.refine((value: string) => !containsMarkup(value), TEXTS.aiMessageMarkup),
    z.refine((value: string) => !containsPromptInjection(value), TEXTS.aiMessageInjection),
  );

export const goalSchema = z.object({
  title: text(z.minLength(1, TEXTS.required), atMost('Title', LIMITS.goalTitle)),
  description: z.optional(text(atMost('Description', LIMITS.goalDescription))),
});

export const eventFormSchema = z
  .object({
    title: text(z.minLength(1, 'Title is required')),
    date: text(z.minLength(1, 'Date is required')),
    time: text(z.minLength(1, 'Time is required')),
    location: text(z.minLength(1, 'Location is required')),
    type: z.enum(['online', 'in-person']),
    address: z.optional(text()),
    max_attendees: z.number().check(z.gte(1, 'Max attendees must be at least 1')),
    price: z.number().check(z.gte(0, 'Price cannot be negative')),
    image_url: z.optional(z.union([z.literal(''), z.url('Image URL must be a URL')])),
    description: z.optional(text()),
  })
  .check(
    z.refine((event) => event.type !== 'in-person' || Boolean(event.address), {
      message: 'Address is required for in-person events',
      path: ['address'],
    }),
  );

/** Messages of a failed parse, joined by commas (the 'Validation Error' toast). */
export function validationMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues.map((issue) => issue.message).join(', ');
}
