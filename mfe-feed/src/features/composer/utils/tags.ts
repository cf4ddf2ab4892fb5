import { z } from '@diva/core';

/** The database's rule for post tags (private.are_valid_tags): at most 10, each at most 50 characters. */
export const TAG_LIMITS = { length: 50, count: 10 } as const;

/** A tag typed in the composer: trimmed, non-empty, not already in the list (any letter case), within the limits. */
export const newTagSchema = (existing: readonly string[]) =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'Tag cannot be empty'),
    z.maxLength(TAG_LIMITS.length, `Tag must be ${TAG_LIMITS.length} characters or less`),
    z.refine((tag: string) => !existing.some((other) => other.toLowerCase() === tag.toLowerCase()), 'Tag already added'),
    z.refine(() => existing.length < TAG_LIMITS.count, `You can add up to ${TAG_LIMITS.count} tags`),
  );

export type TagCheck = { ok: true; tag: string } | { ok: false; message: string };

export function checkNewTag(raw: string, existing: readonly string[]): TagCheck {
  const parsed = newTagSchema(existing).safeParse(raw);
  return parsed.success ? { ok: true, tag: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
}
