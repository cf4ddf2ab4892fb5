import { ACCOUNT_TEXTS, AUTH_TEXTS } from '@diva/core/texts';
import { Button, Stack, Text, TextInput, Title } from '@diva/ui';
import { type FormEvent, useState } from 'react';
import { type AdminCodeResult, verifyAdminCode } from '../api/verify-admin-code.ts';
import { ADMIN_TEXTS } from '../../../texts.ts';

const FAILURES: Record<Exclude<AdminCodeResult, { ok: true }>['reason'], string> = {
  format: AUTH_TEXTS.secondFactorFormat,
  'wrong-code': ACCOUNT_TEXTS.wrongCode,
  'rate-limited': AUTH_TEXTS.secondFactorRateLimited,
  invalid: `${ADMIN_TEXTS.invalidCredentials.title}: ${ADMIN_TEXTS.invalidCredentials.message}`,
  error: ADMIN_TEXTS.loginErrorTitle,
};

/** The admin login's code step: six digits from her authenticator app after the password. */
export function AdminCodeForm({ onSignedIn, onFailedSignIn }: { onSignedIn: () => void; onFailedSignIn: () => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const result = await verifyAdminCode(code).catch(() => ({ ok: false, reason: 'error' }) as const);
    setBusy(false);
    if (result.ok) return onSignedIn();
    if (result.reason === 'invalid') return onFailedSignIn();
    setFailure(FAILURES[result.reason]);
    setCode('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="admin-code-title">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2" id="admin-code-title">
            {AUTH_TEXTS.secondFactorTitle}
          </Title>
          <Text c="dimmed" size="sm">
            {AUTH_TEXTS.secondFactorIntro}
          </Text>
        </div>
        <TextInput
          label={AUTH_TEXTS.secondFactorLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          autoFocus
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        {failure ? (
          <Text role="alert" c="red.8" size="sm" data-testid="login-failure">
            {failure}
          </Text>
        ) : null}
        <Button type="submit" loading={busy} disabled={!code.trim()}>
          {AUTH_TEXTS.secondFactorVerify}
        </Button>
      </Stack>
    </form>
  );
}
