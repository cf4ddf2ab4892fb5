import { COMMON_TEXTS, errorToast } from '@diva/core/texts';
import { Button, Card, CharacterCounter, Group, SimpleGrid, Stack, Textarea, TextInput, showToast, Title } from '@diva/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type EditableField, type ProfileFields, SOCIAL_FIELDS } from '../../../lib/profile-types.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { FIELD_LABELS, FIELD_LIMITS, formValuesOf, type ProfileFormValues, validateProfileForm } from '../utils/profile-form.ts';
import { PROFILE_TEXTS } from '../../../texts.ts';

export interface ProfileEditFormProps {
  profile: ProfileFields;
  /** Back to view mode (after Cancel, or after a save). */
  onDone: () => void;
  /** A field to focus when the form opens (a completeness hint's jump). */
  focusField?: EditableField;
}

const fieldId = (field: EditableField) => `profile-field-${field}`;

/** Edit mode: the fields with their limits; Save Changes validates, saves and returns to view mode. */
export function ProfileEditForm({ profile, onDone, focusField }: ProfileEditFormProps) {
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(profile));
  const update = useUpdateProfile(profile.user_id, profile.user_id);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const target = form.current?.querySelector<HTMLElement>(`#${fieldId(focusField ?? 'display_name')}`);
    target?.focus();
  }, [focusField]);

  const set = (field: EditableField) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const result = validateProfileForm(values);
    if (!result.ok) {
      showToast({ title: COMMON_TEXTS.validationErrorTitle, message: result.message });
      return;
    }
    update.mutate(result.changes, {
      onSuccess: onDone,
      onError: () => showToast(errorToast(PROFILE_TEXTS.updateFailed)),
    });
  };

  const counted = (field: EditableField) => ({
    id: fieldId(field),
    label: FIELD_LABELS[field],
    value: values[field],
    onChange: set(field),
  });
  // Shown near the limit; no maxLength: a pasted long text stays, and the validator names the limit.
  const counter = (field: EditableField) => {
    const limit = FIELD_LIMITS[field]!;
    return <CharacterCounter length={values[field].length} limit={limit} showFrom={Math.floor(limit * 0.8)} />;
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="profile-edit-form">
      <form ref={form} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            Edit Profile
          </Title>
          <div>
            <TextInput {...counted('display_name')} required />
            {counter('display_name')}
          </div>
          <div>
            <Textarea {...counted('bio')} autosize minRows={3} maxRows={10} />
            {counter('bio')}
          </div>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {(['location', 'company', 'role'] as const).map((field) => (
              <div key={field}>
                <TextInput {...counted(field)} />
                {counter(field)}
              </div>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {SOCIAL_FIELDS.map((field) => (
              <TextInput
                key={field}
                id={fieldId(field)}
                type="url"
                inputMode="url"
                label={FIELD_LABELS[field]}
                placeholder="https://"
                value={values[field]}
                onChange={set(field)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="glamour" loading={update.isPending}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
