import { useSessionUser } from '@diva/core';
import { COMMON_TEXTS } from '@diva/core/texts';
import { Button, Stack, Text, TextInput, showToast } from '@diva/ui';
import { type CSSProperties, type FormEvent, useState } from 'react';
import { useChapters } from '../api/get-chapters.ts';
import { useMyApplication } from '../api/get-my-application.ts';
import { ApplicationStatus } from './application-status.tsx';
import { type ApplicationResult, submitApplication } from '../api/submit-application.ts';
import { type ApplicationErrors, type ApplicationRole, type ApplicationValues, validateApplication } from '../utils/application-schema.ts';
import { PORTAL_EXTRA_TEXTS, PRESIDENT_TEXTS } from '../../../texts.ts';

// Native radios and select: light for the first paint, and 40 px touch targets.
const styles = {
  fieldset: { border: 0, margin: 0, padding: 0, display: 'flex', gap: '1rem', flexWrap: 'wrap' },
  legend: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500, marginBottom: '0.25rem', display: 'block' },
  radio: { display: 'inline-flex', alignItems: 'center', gap: '0.5rem', minHeight: 40, cursor: 'pointer' },
  select: {
    width: '100%',
    minHeight: 40,
    font: 'inherit',
    padding: '0 0.5rem',
    borderRadius: 4,
    border: '1px solid var(--mantine-color-gray-6)',
    background: 'var(--mantine-color-body)',
    color: 'inherit',
  },
} satisfies Record<string, CSSProperties>;

const EMPTY: ApplicationValues = { fullName: '', email: '', password: '', role: 'president', chapterId: '' };

function failureToast(result: Exclude<ApplicationResult, { ok: true }>) {
  switch (result.reason) {
    case 'moderator_taken':
      return PRESIDENT_TEXTS.moderatorUnavailable;
    case 'chapter_taken':
      return PRESIDENT_TEXTS.chapterUnavailable;
    case 'invalid_chapter':
      return PRESIDENT_TEXTS.invalidChapter;
    case 'signup':
      return { title: COMMON_TEXTS.errorTitle, message: result.message };
    case 'profile':
      return { title: PRESIDENT_TEXTS.createProfileFailed };
    case 'account_exists':
      return PORTAL_EXTRA_TEXTS.accountExists;
    default:
      return { title: PRESIDENT_TEXTS.unexpected };
  }
}

/** Spec 02 §5: a signed-in member applies with her own account; a visitor creates one with the application. */
export function ApplyForm({ onApplied }: { onApplied: () => void }) {
  const user = useSessionUser();
  const chapters = useChapters();
  const [values, setValues] = useState<ApplicationValues>(EMPTY);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [busy, setBusy] = useState(false);
  const [accountExists, setAccountExists] = useState(false);
  const needsAccount = !user;
  const mine = useMyApplication();

  const set = (patch: Partial<ApplicationValues>) => setValues((current) => ({ ...current, ...patch }));
  // Changing the role clears the chapter (spec 02 §5).
  const setRole = (role: ApplicationRole) => set({ role, chapterId: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateApplication(values, needsAccount);
    setErrors(found);
    if (found.chapterId) showToast(PRESIDENT_TEXTS.invalidChapter);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setAccountExists(false);
    const result = await submitApplication(values, !needsAccount);
    setBusy(false);
    if (result.ok) {
      showToast(COMMON_TEXTS.registrationSuccessful);
      setValues(EMPTY);
      onApplied();
      return;
    }
    const toast = failureToast(result);
    showToast(toast);
    // Said on the form too, which keeps what she typed.
    if (result.reason === 'account_exists') setAccountExists(true);
    setErrors({ chapterId: result.reason === 'chapter_taken' || result.reason === 'invalid_chapter' ? toast.message : undefined });
  };

  // Once she has applied, her application's status instead of an empty form.
  if (mine.data) return <ApplicationStatus application={mine.data} />;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={PRESIDENT_TEXTS.tabApply}>
      <Stack gap="md">
        {user?.email ? <Text size="sm">{PRESIDENT_TEXTS.applyAs(user.email)}</Text> : null}
        <TextInput
          label={PRESIDENT_TEXTS.fullNameLabel}
          required
          autoComplete="name"
          maxLength={100}
          value={values.fullName}
          error={errors.fullName}
          onChange={(event) => set({ fullName: event.currentTarget.value })}
        />
        {needsAccount ? (
          <>
            <TextInput
              label={PRESIDENT_TEXTS.emailLabel}
              type="email"
              required
              autoComplete="email"
              maxLength={255}
              value={values.email}
              error={errors.email}
              onChange={(event) => set({ email: event.currentTarget.value })}
            />
            <TextInput
              label={PRESIDENT_TEXTS.passwordLabel}
              type="password"
              required
              autoComplete="new-password"
              maxLength={200}
              value={values.password}
              error={errors.password}
              onChange={(event) => set({ password: event.currentTarget.value })}
            />
          </>
        ) : null}
        <fieldset style={styles.fieldset}>
          <legend style={styles.legend}>{PRESIDENT_TEXTS.roleLabel}</legend>
          {(['president', 'moderator'] as const).map((role) => (
            <label key={role} style={styles.radio}>
              <input style={{ width: 20, height: 20 }} type="radio" name="role" value={role} checked={values.role === role} onChange={() => setRole(role)} />
              {role === 'president' ? PRESIDENT_TEXTS.rolePresident : PRESIDENT_TEXTS.roleModerator}
            </label>
          ))}
        </fieldset>
        {values.role === 'president' ? (
          <div>
            <label htmlFor="apply-chapter" style={styles.legend}>
              {PRESIDENT_TEXTS.chapterLabel}
            </label>
            <select
              id="apply-chapter"
              style={styles.select}
              value={values.chapterId}
              aria-invalid={Boolean(errors.chapterId)}
              aria-describedby={errors.chapterId ? 'apply-chapter-error' : undefined}
              onChange={(event) => set({ chapterId: event.currentTarget.value })}
            >
              <option value="">—</option>
              {(chapters.data ?? []).map((chapter) => (
                <option key={chapter.id} value={chapter.id}>
                  {chapter.name}
                </option>
              ))}
            </select>
            {errors.chapterId ? (
              <Text id="apply-chapter-error" c="red.8" size="sm" role="alert">
                {errors.chapterId}
              </Text>
            ) : null}
          </div>
        ) : null}
        {accountExists ? (
          <Text c="red.8" size="sm" role="alert" data-testid="apply-account-exists">
            {`${PORTAL_EXTRA_TEXTS.accountExists.title}. ${PORTAL_EXTRA_TEXTS.accountExists.message}`}
          </Text>
        ) : null}
        <Button type="submit" loading={busy}>
          {PRESIDENT_TEXTS.submitApplication}
        </Button>
      </Stack>
    </form>
  );
}
