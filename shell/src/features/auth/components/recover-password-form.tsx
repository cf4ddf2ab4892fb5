import { AUTH_TEXTS } from '@diva/core/texts';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@diva/ui';
import { type FormEvent, useState } from 'react';
import { requestRecovery } from '../api/request-recovery.ts';
import { type FieldProblem, recoveryEmailProblem } from '../utils/account-recovery.ts';

/** 'Forgot password?': the address to send the recovery link to, then where to look for it. */
export function RecoverPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<FieldProblem>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const invalid = recoveryEmailProblem(email);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    const { error } = await requestRecovery(email);
    setBusy(false);
    if (error) setProblem({ field: 'form', message: error });
    else setSent(true);
  }

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {AUTH_TEXTS.forgotPassword}
      </Title>
      {sent ? (
        <Stack gap={4} role="status">
          <Text fw={600}>{AUTH_TEXTS.checkEmailTitle}</Text>
          <Text size="sm">{AUTH_TEXTS.recoverySent}</Text>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label={AUTH_TEXTS.forgotPassword}>
          <Stack gap="sm">
            <Text size="sm">{AUTH_TEXTS.recoveryIntro}</Text>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={problem?.field === 'email' ? problem.message : undefined}
            />
            {problem?.field === 'form' ? (
              <Text c="red.8" size="sm" role="alert">
                {problem.message}
              </Text>
            ) : null}
            <Button type="submit" variant="glamour" fullWidth loading={busy}>
              {AUTH_TEXTS.sendRecoveryLink}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component="button" type="button" size="sm" onClick={onBack} mih={40}>
        {AUTH_TEXTS.backToSignIn}
      </Anchor>
    </Stack>
  );
}
