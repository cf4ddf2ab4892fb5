import { paths } from '@diva/contracts';
import { useSessionStatus } from '@diva/core';
import { AUTH_TEXTS } from '@diva/core/texts';
import { Anchor, Button, Card, Center, Skeleton, Stack, Text, Title, showToast } from '@diva/ui';
import { PasswordInput } from '@diva/ui/forms';
import { Link, useNavigate } from '@diva/router';
import { type FormEvent, useState } from 'react';
import { setNewPassword } from '../api/set-new-password.ts';
import { type FieldProblem, newPasswordProblem } from '../utils/account-recovery.ts';

/**
 * Where the recovery e-mail's link lands: the link has signed the member in (the client read the session from the
 * address), so she sets a new password with sign-up's rules and goes on into the app. Without a session the link
 * was invalid, used or expired.
 */
export function ResetPasswordPage() {
  const status = useSessionStatus();
  return (
    <Center mih="100vh" p="md" bg="glamour.0">
      <Card withBorder radius="lg" padding="xl" w="100%" maw={420} shadow="sm" component="main">
        <Stack gap="md">
          <Title order={1} size="h3">
            {AUTH_TEXTS.newPasswordTitle}
          </Title>
          {status === 'loading' ? <Skeleton h={120} data-testid="reset-password-loading" /> : null}
          {status === 'signed-in' ? <NewPasswordForm /> : null}
          {status === 'signed-out' ? (
            <>
              <Text role="alert">{AUTH_TEXTS.recoveryLinkInvalid}</Text>
              <Anchor component={Link} to={paths.auth()} mih={40}>
                {AUTH_TEXTS.backToSignIn}
              </Anchor>
            </>
          ) : null}
        </Stack>
      </Card>
    </Center>
  );
}

function NewPasswordForm() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const [problem, setProblem] = useState<FieldProblem>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const invalid = newPasswordProblem(form);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    const { error } = await setNewPassword(form.password);
    setBusy(false);
    if (error) {
      setProblem({ field: 'form', message: error });
      return;
    }
    showToast(AUTH_TEXTS.passwordSaved);
    void navigate(paths.who(), { replace: true });
  }

  const errorFor = (field: string) => (problem?.field === field ? problem.message : undefined);
  return (
    <form onSubmit={submit} noValidate aria-label={AUTH_TEXTS.newPasswordTitle}>
      <Stack gap="sm">
        <PasswordInput
          label={AUTH_TEXTS.newPasswordLabel}
          autoComplete="new-password"
          required
          value={form.password}
          onChange={(event) => setForm({ ...form, password: event.currentTarget.value })}
          error={errorFor('password')}
        />
        <PasswordInput
          label={AUTH_TEXTS.confirmNewPasswordLabel}
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          onChange={(event) => setForm({ ...form, confirmPassword: event.currentTarget.value })}
          error={errorFor('confirmPassword')}
        />
        {problem?.field === 'form' ? (
          <Text c="red.8" size="sm" role="alert">
            {problem.message}
          </Text>
        ) : null}
        <Button type="submit" variant="glamour" fullWidth loading={busy}>
          {AUTH_TEXTS.saveNewPassword}
        </Button>
      </Stack>
    </form>
  );
}
