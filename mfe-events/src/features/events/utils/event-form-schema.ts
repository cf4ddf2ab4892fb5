import { CONSTANTS, eventFormSchema } from '@diva/core';
import * as z from 'zod/mini';

/** The event form (spec 02 §5) with this area's extra: the image must be an https: address, as the database wants. */
export const eventFormValuesSchema = z.extend(eventFormSchema, {
  image_url: z.optional(
    z.string().check(
      z.trim(),
      z.refine((url) => url === '' || /^https:\/\/[^\s/\\@]+(\/\S*)?$/i.test(url), 'Image URL must be an https:// URL'),
    ),
  ),
  chapter_id: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(CONSTANTS.chapterCount))),
});
export type EventFormValues = z.infer<typeof eventFormValuesSchema>;

/** Field errors by field name (the first message of each), for the form to show under its inputs. */
export function fieldErrors(values: unknown): { ok: true; values: EventFormValues } | { ok: false; errors: Record<string, string> } {
  const parsed = eventFormValuesSchema.safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
