import { CONSTANTS, z } from '@diva/core';

const text = (...checks: Parameters<ReturnType<typeof z.string>['check']>) => z.string().check(z.trim(), ...checks);

/**
 * The event form (spec 02 §5 "Event form", the texts of @diva/core's eventFormSchema) with this area's extras: the
 * image must be an https: address and the chapter is one of the 26, as the database wants.
 */
export const eventFormValuesSchema = z
  .object({
    title: text(z.minLength(1, 'Title is required'), z.maxLength(200, 'Title must be 200 characters or less')),
    date: text(z.minLength(1, 'Date is required')),
    time: text(z.minLength(1, 'Time is required')),
    location: text(z.minLength(1, 'Location is required'), z.maxLength(200, 'Location must be 200 characters or less')),
    type: z.enum(['online', 'in-person']),
    address: z.optional(text(z.maxLength(500, 'Address must be 500 characters or less'))),
    max_attendees: z.number('Max attendees must be at least 1').check(z.int(), z.gte(1, 'Max attendees must be at least 1')),
    price: z.number('Price cannot be negative').check(z.gte(0, 'Price cannot be negative')),
    image_url: z.optional(
      text(z.refine((url) => url === '' || /^https:\/\/[^\s/\\@]+(\/\S*)?$/i.test(url), 'Image URL must be an https:// URL')),
    ),
    description: z.optional(text(z.maxLength(5000, 'Description must be 5000 characters or less'))),
    chapter_id: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(CONSTANTS.chapterCount))),
  })
  .check(
    z.refine((event) => event.type !== 'in-person' || Boolean(event.address), {
      message: 'Address is required for in-person events',
      path: ['address'],
    }),
  );
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
