import { Button, Card, Stack, Text, TextInput, Title, showToast } from '@diva/ui';
import { type FormEvent, useState } from 'react';
import { signInAdmin } from '../api/sign-in-admin.ts';
import { AdminCodeForm } from './admin-code-form.tsx';
import { ADMIN_TEXTS } from '../../../texts.ts';

/** Username (the account's e-mail) and password; only an admin account gets in. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const invalid = () => {
    showToast(ADMIN_TEXTS.invalidCredentials);
    setFailure(`${ADMIN_TEXTS.invalidCredentials.title}: ${ADMIN_TEXTS.invalidCredentials.message}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const result = await signInAdmin({ username, password }).catch(() => ({ ok: false, reason: 'error' }) as const);
    setBusy(false);
    if (result.ok) {
      onSignedIn();
      return;
    }
    if (result.reason === 'second-factor') {
      setCodeStep(true);
      return;
    }
    if (result.reason === 'invalid') invalid();
    else {
      showToast({ title: ADMIN_TEXTS.loginErrorTitle });
      setFailure(ADMIN_TEXTS.loginErrorTitle);
    }
    setPassword('');
  };

  if (codeStep) {
    return (
      <Card withBorder radius="lg" padding="xl" maw={420} w="100%" mx="auto">
        <AdminCodeForm
          onSignedIn={onSignedIn}
          onFailedSignIn={() => {
            setCodeStep(false);
            setPassword('');
            invalid();
          }}
        />
      </Card>
    );
  }

  return (
    <Card withBorder radius="lg" padding="xl" maw={420} w="100%" mx="auto">
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="admin-login-title">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2" id="admin-login-title">
              {ADMIN_TEXTS.loginTitle}
            </Title>
            <Text c="dimmed" size="sm">
              {ADMIN_TEXTS.loginSubtitle}
            </Text>
          </div>
          <TextInput
            label={ADMIN_TEXTS.usernameLabel}
            autoComplete="username"
            required
            value={username}
            maxLength={255}
            onChange={(event) => setUsername(event.currentTarget.value)}
          />
          {/* A plain password field: @diva/ui/forms (with its visibility toggle) would cost the first paint ~50 KiB. */}
          <TextInput
            type="password"
            label={ADMIN_TEXTS.passwordLabel}
            autoComplete="current-password"
            required
            value={password}
            maxLength={200}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          {failure ? (
            <Text role="alert" c="red.8" size="sm" data-testid="login-failure">
              {failure}
            </Text>
          ) : null}
          <Button type="submit" loading={busy} disabled={!username.trim() || !password}>
            {ADMIN_TEXTS.signIn}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
