import { useSessionUser } from '@diva/core';
import { ACCOUNT_TEXTS } from '@diva/core/texts';
import { Button, Text, TextInput, showToast } from '@diva/ui';
import { type FormEvent, useState } from 'react';
import { changeEmail } from '../api/account-auth.ts';
import { type FieldProblem, newEmailProblem } from '../utils/account-forms.ts';
import { AccountSection, SectionError } from './account-section.tsx';
import { useSecondFactorFirst } from './second-factor-step.tsx';

/**
 * Change of address: confirmed by the link Auth e-mails; until then she signs in with the current one. With
 * two-factor sign-in on, her authenticator code is asked first when this session has not had it.
 */
export function EmailSection() {
  const current = useSessionUser()?.email;
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<FieldProblem>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem({ field: 'form', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }
  const { guard, step } = useSecondFactorFirst(run);

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = newEmailProblem(email, current);
    setProblem(invalid);
    if (invalid) return;
    void guard(async () => {
      await changeEmail(email.trim());
      setEmail('');
      showToast(ACCOUNT_TEXTS.emailChangeSent);
    });
  }
  const failure = problem?.field === 'form' ? <SectionError title={ACCOUNT_TEXTS.emailChangeFailed} message={problem.message} /> : null;

  return (
    <AccountSection id="account-email" title={ACCOUNT_TEXTS.emailTitle}>
      <Text size="sm">
        {ACCOUNT_TEXTS.currentEmail}{' '}
        <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
          {current}
        </Text>
      </Text>
      {step ? (
        <>
          {step}
          {failure}
        </>
      ) : (
      <form onSubmit={submit} noValidate aria-label={ACCOUNT_TEXTS.changeEmail}>
        <TextInput
          label={ACCOUNT_TEXTS.newEmailLabel}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={problem?.field === 'email' ? problem.message : undefined}
          mb="sm"
        />
        {failure}
        <Button type="submit" variant="outline" loading={busy} mt="xs">
          {ACCOUNT_TEXTS.changeEmail}
        </Button>
      </form>
      )}
    </AccountSection>
  );
}
