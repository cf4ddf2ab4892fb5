import { paths } from '@diva/contracts';
import { ACCOUNT_TEXTS } from '@diva/core/texts';
import { useSessionUser } from '@diva/core';
import { Button, Text, TextInput, showToast } from '@diva/ui';
import { useNavigate } from '@diva/router';
import { type FormEvent, useState } from 'react';
import { deleteOwnAccount, sendDeletionCode } from '../api/account-auth.ts';
import { DELETE_CONFIRMATION } from '../utils/account-forms.ts';
import { AccountSection, SectionError } from './account-section.tsx';

/**
 * Deleting the account takes the typed word, and after a sign-in over a day old the code Auth e-mails her;
 * everything of hers goes, and she lands on the home page.
 */
export function DeleteAccountSection() {
  const navigate = useNavigate();
  const email = useSessionUser()?.email;
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // After a sign-in over a day old the function asks for the code Auth e-mails her: 'offer' shows the button
  // that sends it, 'sent' the field for it.
  const [codeStep, setCodeStep] = useState<'none' | 'offer' | 'sent'>('none');
  const [code, setCode] = useState('');
  const confirmed = typed.trim() === DELETE_CONFIRMATION;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !confirmed) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteOwnAccount(undefined, codeStep === 'sent' ? code.trim() : undefined);
      showToast(ACCOUNT_TEXTS.accountDeleted);
      void navigate(paths.home(), { replace: true });
    } catch (error) {
      const { code: reason, message } = error as Error & { code?: string };
      if (reason === 'reauthentication_needed') setCodeStep('offer');
      setFailure(reason === 'reauthentication_needed' ? null : reason === 'reauthentication_not_valid' ? ACCOUNT_TEXTS.codeNotValid : message);
      setBusy(false);
    }
  }

  async function sendCode() {
    if (busy || !email) return;
    setBusy(true);
    setFailure(null);
    try {
      await sendDeletionCode(email);
      setCode('');
      setCodeStep('sent');
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountSection id="account-delete" title={ACCOUNT_TEXTS.deleteTitle} intro={ACCOUNT_TEXTS.deleteWarning}>
      <form onSubmit={submit} noValidate aria-label={ACCOUNT_TEXTS.deleteTitle}>
        <TextInput label={ACCOUNT_TEXTS.deleteConfirmLabel} autoComplete="off" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} mb="sm" />
        {codeStep === 'offer' ? (
          <>
            <Text size="sm" role="status" mb="sm">
              {ACCOUNT_TEXTS.deleteCodeIntro}
            </Text>
            <Button variant="outline" loading={busy} onClick={() => void sendCode()} mb="sm">
              {ACCOUNT_TEXTS.sendDeleteCode}
            </Button>
          </>
        ) : null}
        {codeStep === 'sent' ? (
          <>
            <Text size="sm" role="status" mb="sm">
              {ACCOUNT_TEXTS.deleteCodeSent}
            </Text>
            <TextInput
              label={ACCOUNT_TEXTS.deleteCodeLabel}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              mb="sm"
            />
          </>
        ) : null}
        {failure ? <SectionError title={ACCOUNT_TEXTS.deleteFailed} message={failure} /> : null}
        <Button type="submit" variant="destructive" loading={busy} disabled={!confirmed} mt="xs">
          {ACCOUNT_TEXTS.deleteAccount}
        </Button>
      </form>
    </AccountSection>
  );
}
