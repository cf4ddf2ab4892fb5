import { paths } from '@diva/contracts';
import { AUTH_TEXTS } from '@diva/core/texts';
import { Anchor, Button, Stack, Text, TextInput, Title, showToast } from '@diva/ui';
import { useNavigate } from '@diva/router';
import { type FormEvent, useState } from 'react';
import { sendSignInCode, verifySignInCode } from '../api/sign-in-code.ts';
import { codeEmailProblem, codeProblem, type FieldProblem } from '../utils/account-recovery.ts';

/** 'E-mail me a sign-in code': the address, then the six-digit code (or the e-mail's link, which signs in too). */
export function EmailCodeForm({ onBack }: { onBack: () => void }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<FieldProblem>(null);
  const [busy, setBusy] = useState(false);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const invalid = codeEmailProblem(email);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    const { error } = await sendSignInCode(email);
    setBusy(false);
    if (error) setProblem({ field: 'form', message: error });
    else {
      setCode('');
      setSent(true);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const invalid = codeProblem(code);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    const { error } = await verifySignInCode(email, code);
    setBusy(false);
    if (error) {
      setProblem({ field: 'code', message: error });
      return;
    }
    showToast(AUTH_TEXTS.welcomeBack);
    void navigate(paths.who(), { replace: true });
  }

  const errorFor = (field: string) => (problem?.field === field ? problem.message : undefined);
  const formError =
    problem?.field === 'form' ? (
      <Text c="red.8" size="sm" role="alert">
        {problem.message}
      </Text>
    ) : null;

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {AUTH_TEXTS.emailMeCode}
      </Title>
      {sent ? (
        <form onSubmit={verify} noValidate aria-label={AUTH_TEXTS.signInWithCode}>
          <Stack gap="sm">
            <Text size="sm" role="status">
              {AUTH_TEXTS.codeSent}
            </Text>
            <TextInput
              label={AUTH_TEXTS.codeLabel}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={errorFor('code')}
            />
            {formError}
            <Button type="submit" variant="glamour" fullWidth loading={busy}>
              {AUTH_TEXTS.signInWithCode}
            </Button>
            {/* A code that expired or was used: a fresh e-mail to the same address. */}
            <Button variant="outline" fullWidth disabled={busy} onClick={() => void send()}>
              {AUTH_TEXTS.sendCode}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={send} noValidate aria-label={AUTH_TEXTS.emailMeCode}>
          <Stack gap="sm">
            <Text size="sm">{AUTH_TEXTS.codeIntro}</Text>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errorFor('email')}
            />
            {formError}
            <Button type="submit" variant="glamour" fullWidth loading={busy}>
              {AUTH_TEXTS.sendCode}
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
