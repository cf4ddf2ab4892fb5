import { z } from 'zod';
import { ACHIEVEMENT_CATEGORIES, LIMITS } from './limits.ts';
import { containsMarkup, containsPromptInjection, sanitizeText } from './sanitize.ts';

const trimmed = () => z.string().trim();

export const postContentSchema = trimmed()
  .min(1, 'Please write something to share')
  .max(LIMITS.post, `Post must be ${LIMITS.post} characters or less`);

export const commentSchema = trimmed()
  .min(1, 'Comment cannot be empty')
  .max(LIMITS.comment, `Comment must be ${LIMITS.comment} characters or less`);

export const messageContentSchema = trimmed()
  .min(1, 'Message content cannot be empty')
  .max(LIMITS.message, `Message must be ${LIMITS.message} characters or less`);

export const connectionMessageSchema = z
  .string()
  .max(LIMITS.connectionMessage, `Message must be ${LIMITS.connectionMessage} characters or less`)
  .optional();

export const tagSchema = (existing: readonly string[]) =>
  trimmed()
    .min(1, 'Tag cannot be empty')
    .refine((tag) => !existing.includes(tag), 'Tag already added');

export type SkillKind = 'Superpower' | 'Passion' | 'Fuel';
export const skillEntrySchema = (kind: SkillKind) =>
  trimmed()
    .min(1, `${kind} cannot be empty`)
    .max(LIMITS.skill, `${kind} must be ${LIMITS.skill} characters or less`)
    .transform(sanitizeText);

const optionalText = (label: string, max: number) =>
  trimmed().max(max, `${label} must be ${max} characters or less`).transform(sanitizeText).optional();

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
  category: z.enum(ACHIEVEMENT_CATEGORIES, { message: 'Category is required' }),
  title: trimmed().min(1, 'Title is required'),
  description: trimmed().optional(),
  date_achieved: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'),
});

/** Sign-up form; the display name defaults to the part of the email before the at-sign. */
export const signUpSchema = z
  .object({
    email: trimmed().min(1, 'Email is required').email('Please enter a valid email address'),
    password: z.string().min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters long`),
    confirmPassword: z.string(),
    displayName: trimmed().max(LIMITS.displayName, `Display name must be ${LIMITS.displayName} characters or less`),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
  .transform((form) => ({ ...form, displayName: form.displayName || defaultDisplayName(form.email) }));

export const signInSchema = z.object({
  email: trimmed().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});

export function defaultDisplayName(email: string): string {
  return email.trim().split('@')[0] ?? '';
}

/** AI chat input (discovery, goal coach, connection assistant); practice input allows 2000. */
export const aiChatInputSchema = (max: number = LIMITS.aiChat) =>
  z
    .string()
    .trim()
    .min(1, 'Message cannot be empty')
    .max(max, `Message must be ${max} characters or less`)
    .refine((text) => !containsMarkup(text), 'Message contains invalid content')
    .refine((text) => !containsPromptInjection(text), 'Message contains prohibited content');

export const goalSchema = z.object({
  title: trimmed().min(1, 'This field is required').max(LIMITS.goalTitle, `Title must be ${LIMITS.goalTitle} characters or less`),
  description: trimmed().max(LIMITS.goalDescription, `Description must be ${LIMITS.goalDescription} characters or less`).optional(),
});

export const eventFormSchema = z
  .object({
    title: trimmed().min(1, 'Title is required'),
    date: trimmed().min(1, 'Date is required'),
    time: trimmed().min(1, 'Time is required'),
    location: trimmed().min(1, 'Location is required'),
    type: z.enum(['online', 'in-person']),
    address: trimmed().optional(),
    max_attendees: z.number().int().min(1, 'Max attendees must be at least 1'),
    price: z.number().min(0, 'Price cannot be negative').multipleOf(0.01),
    image_url: z.union([z.literal(''), z.string().url('Image URL must be a URL')]).optional(),
    description: trimmed().optional(),
  })
  .refine((event) => event.type !== 'in-person' || Boolean(event.address), {
    message: 'Address is required for in-person events',
    path: ['address'],
  });

/** Messages of a failed parse, joined by commas (the 'Validation Error' toast). */
export function validationMessage(error: z.ZodError): string {
  return error.issues.map((issue) => issue.message).join(', ');
}
