import { AUTH_TEXTS, COMMON_TEXTS } from '@diva/core/texts';
import { Button, Stack, Text, TextInput, showToast } from '@diva/ui';
import { type FormEvent, useState } from 'react';
import { signInLeader } from '../api/sign-in-leader.ts';
import { PRESIDENT_TEXTS, accountPending } from '../../../texts.ts';

/** E-mail and password; only an approved president or moderator stays signed in (spec 02 §8). */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const result = await signInLeader(email, password);
    setBusy(false);
    if (result.ok) {
      showToast(AUTH_TEXTS.welcomeBack);
      onSignedIn();
      return;
    }
    const toast =
      result.reason === 'provider'
        ? { title: COMMON_TEXTS.loginFailedTitle, message: result.message }
        : result.reason === 'denied'
          ? PRESIDENT_TEXTS.accessDenied
          : result.reason === 'pending'
            ? accountPending(result.role)
            : { title: PRESIDENT_TEXTS.unexpected };
    showToast(toast);
    setFailure(toast.message ? `${toast.title}: ${toast.message}` : toast.title);
    setPassword('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={PRESIDENT_TEXTS.tabLogin}>
      <Stack gap="md">
        <TextInput
          label={PRESIDENT_TEXTS.emailLabel}
          type="email"
          autoComplete="username"
          required
          value={email}
          maxLength={255}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <TextInput
          type="password"
          label={PRESIDENT_TEXTS.passwordLabel}
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
        <Button type="submit" loading={busy} disabled={!email.trim() || !password}>
          {PRESIDENT_TEXTS.signIn}
        </Button>
      </Stack>
    </form>
  );
}
