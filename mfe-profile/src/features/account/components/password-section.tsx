import { ACCOUNT_TEXTS, AUTH_TEXTS } from '@diva/core/texts';
import { Button, Stack, Text, TextInput, showToast } from '@diva/ui';
import { PasswordInput } from '@diva/ui/forms';
import { type FormEvent, useState } from 'react';
import { changePassword, sendReauthenticationCode } from '../api/account-auth.ts';
import { type FieldProblem, passwordChangeProblem } from '../utils/account-forms.ts';
import { AccountSection, SectionError } from './account-section.tsx';
import { useSecondFactorFirst } from './second-factor-step.tsx';

const EMPTY = { password: '', confirmPassword: '', nonce: '' };

/**
 * A new password needs proof that it is her: a code Auth e-mails (reauthentication), sent with the password; with
 * two-factor sign-in on, also her authenticator code when this session has not had it.
 */
export function PasswordSection() {
  const [codeSent, setCodeSent] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<FieldProblem>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setProblem({ field: 'form', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  const sendCode = () =>
    run(async () => {
      setProblem(null);
      await sendReauthenticationCode();
      setCodeSent(true);
    });

  const { guard, step } = useSecondFactorFirst((action) => run(async () => (setProblem(null), await action())));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = passwordChangeProblem(form);
    setProblem(invalid);
    if (invalid) return;
    void guard(async () => {
      await changePassword(form.password, form.nonce.trim());
      setForm(EMPTY);
      setCodeSent(false);
      showToast(ACCOUNT_TEXTS.passwordChanged);
    });
  };

  const set = (key: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((current) => ({ ...current, [key]: value }));
  };
  const errorFor = (field: string) => (problem?.field === field ? problem.message : undefined);
  const failure = problem?.field === 'form' ? <SectionError title={ACCOUNT_TEXTS.passwordChangeFailed} message={problem.message} /> : null;

  return (
    <AccountSection id="account-password" title={ACCOUNT_TEXTS.passwordTitle} intro={codeSent ? undefined : ACCOUNT_TEXTS.passwordIntro}>
      {step ? (
        <>
          {step}
          {failure}
        </>
      ) : codeSent ? (
        <form onSubmit={submit} noValidate aria-label={ACCOUNT_TEXTS.changePassword}>
          <Stack gap="sm">
            <Text size="sm" role="status">
              {ACCOUNT_TEXTS.nonceSent}
            </Text>
            <PasswordInput label={AUTH_TEXTS.newPasswordLabel} autoComplete="new-password" value={form.password} onChange={set('password')} error={errorFor('password')} />
            <PasswordInput
              label={AUTH_TEXTS.confirmNewPasswordLabel}
              autoComplete="new-password"
              value={form.confirmPassword}
              onChange={set('confirmPassword')}
              error={errorFor('confirmPassword')}
            />
            <TextInput
              label={ACCOUNT_TEXTS.nonceLabel}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={form.nonce}
              onChange={set('nonce')}
              error={errorFor('nonce')}
            />
            {failure}
            <Button type="submit" variant="outline" loading={busy} style={{ alignSelf: 'flex-start' }}>
              {ACCOUNT_TEXTS.changePassword}
            </Button>
          </Stack>
        </form>
      ) : (
        <>
          {failure}
          <Button variant="outline" loading={busy} onClick={() => void sendCode()} style={{ alignSelf: 'flex-start' }}>
            {ACCOUNT_TEXTS.sendNonce}
          </Button>
        </>
      )}
    </AccountSection>
  );
}
