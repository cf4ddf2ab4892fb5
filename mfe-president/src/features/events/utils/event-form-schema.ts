import { z } from '@diva/core';

/** Spec 02 §5 "Event form": title, date, time and location required; address for in-person; at least 1 seat. */
export const eventFormSchema = z
  .object({
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    time: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
    location: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    type: z.enum(['online', 'in-person']),
    address: z.string().check(z.trim(), z.maxLength(300)),
    max_attendees: z.number().check(z.int(), z.minimum(1), z.maximum(100000)),
  })
  .check(
    z.refine((values) => values.type === 'online' || values.address.length > 0, { message: 'address', path: ['address'] }),
  );

export type EventFormValues = z.infer<typeof eventFormSchema>;

export const EMPTY_EVENT: EventFormValues = { title: '', date: '', time: '', location: '', type: 'in-person', address: '', max_attendees: 100 };

/** The names of the fields that fail (the form marks them). */
export function invalidEventFields(values: EventFormValues): Set<string> {
  const result = eventFormSchema.safeParse(values);
  return new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
}
