import { paths } from '@diva/contracts';
import { ACCOUNT_TEXTS } from '@diva/core/texts';
import { Button, TextInput, showToast } from '@diva/ui';
import { useNavigate } from '@diva/router';
import { type FormEvent, useState } from 'react';
import { deleteOwnAccount } from '../api/account-auth.ts';
import { DELETE_CONFIRMATION } from '../utils/account-forms.ts';
import { AccountSection, SectionError } from './account-section.tsx';

/** Deleting the account takes the typed word; everything of hers goes, and she lands on the home page. */
export function DeleteAccountSection() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmed = typed.trim() === DELETE_CONFIRMATION;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !confirmed) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteOwnAccount();
      showToast(ACCOUNT_TEXTS.accountDeleted);
      navigate(paths.home(), { replace: true });
    } catch (error) {
      setFailure((error as Error).message);
      setBusy(false);
    }
  }

  return (
    <AccountSection id="account-delete" title={ACCOUNT_TEXTS.deleteTitle} intro={ACCOUNT_TEXTS.deleteWarning}>
      <form onSubmit={submit} noValidate aria-label={ACCOUNT_TEXTS.deleteTitle}>
        <TextInput label={ACCOUNT_TEXTS.deleteConfirmLabel} autoComplete="off" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} mb="sm" />
        {failure ? <SectionError title={ACCOUNT_TEXTS.deleteFailed} message={failure} /> : null}
        <Button type="submit" variant="destructive" loading={busy} disabled={!confirmed} mt="xs">
          {ACCOUNT_TEXTS.deleteAccount}
        </Button>
      </form>
    </AccountSection>
  );
}
