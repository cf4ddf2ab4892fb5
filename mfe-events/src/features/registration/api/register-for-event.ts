import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKeys } from '../../../lib/query-keys.ts';

const required = (label: string) => z.string().check(z.trim(), z.minLength(1, `${label} is required`));

/** The registration form (spec 02 §5): first and last name, email and phone required; company and diet optional. */
export const registrationSchema = z.object({
  first_name: required('First name').check(z.maxLength(100, 'First name must be 100 characters or less')),
  last_name: required('Last name').check(z.maxLength(100, 'Last name must be 100 characters or less')),
  email: required('Email').check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address')),
  phone: required('Phone').check(z.regex(/\d/, 'Please enter a valid phone number'), z.maxLength(40)),
  company: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  dietary_restrictions: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type RegistrationValues = z.infer<typeof registrationSchema>;

/**
 * Registers the viewer in one call: her RSVP (a seat, or a waitlist place when `waitlist`) and her answers,
 * which only she and the event's managers can read. Returns the RSVP status the database decided.
 */
export async function registerForEvent(
  input: { eventId: string; values: RegistrationValues; waitlist: boolean },
  client: DivaClient = getSupabase(),
): Promise<'attending' | 'waitlisted'> {
  const { values } = input;
  const status = unwrap<string>(
    await client.rpc('register_for_event', {
      event_id: input.eventId,
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      phone: values.phone,
      company: values.company ?? '',
      dietary_restrictions: values.dietary_restrictions ?? '',
      waitlist: input.waitlist,
    }),
  );
  return status === 'waitlisted' ? 'waitlisted' : 'attending';
}

/** Registers for this event, on the waitlist when it is full; the events are read again once she is in. */
export function useRegisterForEvent(eventId: string, full: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: RegistrationValues) => registerForEvent({ eventId, values, waitlist: full }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
