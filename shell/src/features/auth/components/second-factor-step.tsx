import { getSupabase, signOutMember } from '@diva/core';
import { APP_TEXTS, AUTH_TEXTS } from '@diva/core/texts';
import { Button, Card, Center, Group, Logo, PRODUCT_NAME, Stack, Text, TextInput, Title, showToast } from '@diva/ui';
import { type FormEvent, useState } from 'react';
import { verifySecondFactor } from '../api/verify-second-factor.ts';

/**
 * The code step after the password: six digits from her authenticator app raise the session to aal2,
 * and the gate then opens the app. 'Sign Out' leaves without a code.
 */
export function SecondFactorStep() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const outcome = await verifySecondFactor(code);
    setBusy(false);
    // Verified: Auth emits the aal2 session and the gate opens the app (the password step already said welcome).
    if (outcome.kind === 'error') {
      setError(outcome.message);
      setCode('');
    }
  }

  async function signOut() {
    setBusy(true);
    const result = await signOutMember(getSupabase());
    setBusy(false);
    if (!result.ok) showToast({ title: AUTH_TEXTS.signOutFailed, message: result.message ?? AUTH_TEXTS.unexpected });
  }

  return (
    <Center mih="100vh" p="md" bg="glamour.0">
      <Card withBorder radius="lg" padding="xl" w="100%" maw={420} shadow="sm" data-testid="second-factor-step">
        <form onSubmit={submit} noValidate aria-label={AUTH_TEXTS.secondFactorTitle}>
          <Stack gap="md">
            <Group gap="xs" justify="center">
              <Logo />
              <Text fw={700} size="lg">
                {PRODUCT_NAME}
              </Text>
            </Group>
            <Title order={1} size="h3" ta="center">
              {AUTH_TEXTS.secondFactorTitle}
            </Title>
            <Text c="dimmed" ta="center">
              {AUTH_TEXTS.secondFactorIntro}
            </Text>
            <TextInput
              label={AUTH_TEXTS.secondFactorLabel}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              autoFocus
              error={error}
              errorProps={{ role: 'alert' }}
            />
            <Button type="submit" variant="glamour" fullWidth loading={busy}>
              {AUTH_TEXTS.secondFactorVerify}
            </Button>
            <Button type="button" variant="ghost" fullWidth disabled={busy} onClick={() => void signOut()}>
              {APP_TEXTS.signOut}
            </Button>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
