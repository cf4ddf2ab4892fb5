import { ACCOUNT_TEXTS } from '@diva/core/texts';
import { Button, showToast } from '@diva/ui';
import { useState } from 'react';
import { signOutOtherDevices } from '../api/account-auth.ts';
import { AccountSection, SectionError } from './account-section.tsx';

/** Ends her sessions on every other device; this one stays signed in. */
export function DevicesSection() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function signOutOthers() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await signOutOtherDevices();
      showToast(ACCOUNT_TEXTS.signedOutOthers);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountSection id="account-devices" title={ACCOUNT_TEXTS.devicesTitle} intro={ACCOUNT_TEXTS.devicesIntro}>
      {failure ? <SectionError title={ACCOUNT_TEXTS.signOutOthersFailed} message={failure} /> : null}
      <Button variant="outline" loading={busy} onClick={() => void signOutOthers()} style={{ alignSelf: 'flex-start' }}>
        {ACCOUNT_TEXTS.signOutOthers}
      </Button>
    </AccountSection>
  );
}
