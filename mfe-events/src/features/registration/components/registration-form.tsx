import { useSessionUser } from '@diva/core';
import { COMMON_TEXTS, EVENTS_TEXTS } from '@diva/core/texts';
import { Button, SimpleGrid, showToast, Stack, Text, Textarea, TextInput } from '@diva/ui';
import { type FormEvent, useState } from 'react';
import { EVENTS_AREA_TEXTS } from '../../../texts.ts';
import { registrationSchema, type RegistrationValues, useRegisterForEvent } from '../api/register-for-event.ts';

const EMPTY = { first_name: '', last_name: '', email: '', phone: '', company: '', dietary_restrictions: '' };

/** The registration form: her RSVP with her details, for real (spec 02 §2 "Event registration"). */
export function RegistrationForm({ eventId, full }: { eventId: string; full: boolean }) {
  const user = useSessionUser();
  const [values, setValues] = useState({ ...EMPTY, email: user?.email ?? '' });
  const [errors, setErrors] = useState<Partial<Record<keyof RegistrationValues, string>>>({});
  const register = useRegisterForEvent(eventId, full);
  const set = (key: keyof typeof EMPTY, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (register.isPending) return;
    const parsed = registrationSchema.safeParse(values);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof RegistrationValues] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    register.mutate(parsed.data, {
      onSuccess: (status) => showToast(status === 'waitlisted' ? EVENTS_TEXTS.waitlistJoined : COMMON_TEXTS.registrationSuccessful),
      // The database closes registration when the event starts: say so rather than a bare failure.
      onError: (error) => showToast({ title: /already started/.test(error.message) ? EVENTS_AREA_TEXTS.startedClosed : EVENTS_TEXTS.registrationFailed }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Registration form" data-testid="registration-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="First name" required value={values.first_name} onChange={(e) => set('first_name', e.currentTarget.value)} error={errors.first_name} autoComplete="given-name" />
          <TextInput label="Last name" required value={values.last_name} onChange={(e) => set('last_name', e.currentTarget.value)} error={errors.last_name} autoComplete="family-name" />
          <TextInput label="Email" type="email" required value={values.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email} autoComplete="email" />
          <TextInput label="Phone" type="tel" required value={values.phone} onChange={(e) => set('phone', e.currentTarget.value)} error={errors.phone} autoComplete="tel" />
        </SimpleGrid>
        <TextInput label="Company" value={values.company} onChange={(e) => set('company', e.currentTarget.value)} autoComplete="organization" maxLength={200} />
        <Textarea label="Dietary restrictions" value={values.dietary_restrictions} onChange={(e) => set('dietary_restrictions', e.currentTarget.value)} maxLength={500} />
        {full ? <Text size="sm">{EVENTS_TEXTS.eventFull} Register to join the waitlist: the next free seat is yours.</Text> : null}
        <Button type="submit" variant="glamour" loading={register.isPending} disabled={register.isPending}>
          {full ? 'Join waitlist' : 'Register Now'}
        </Button>
      </Stack>
    </form>
  );
}
