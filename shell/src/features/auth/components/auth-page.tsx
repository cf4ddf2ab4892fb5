import { paths } from '@diva/contracts';
import { useSessionStatus } from '@diva/core';
import { AUTH_TEXTS } from '@diva/core/texts';
import {
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Logo,
  PRODUCT_NAME,
  Stack,
  Text,
  TextInput,
  Title,
  showToast,
} from '@diva/ui';
import { PasswordInput, SegmentedControl } from '@diva/ui/forms';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from '@diva/router';
import { signIn } from '../api/sign-in.ts';
import { EmailCodeForm } from './email-code-form.tsx';
import { RecoverPasswordForm } from './recover-password-form.tsx';
import { signUp } from '../api/sign-up.ts';
import type { AuthForm } from '../utils/auth-form.ts';
import { clearLinkError, readLinkError } from '../utils/link-error.ts';
import { AUTH_PAGE_TEXTS } from '../../../texts.ts';

type Mode = 'sign-in' | 'sign-up';
/** Sign-in's other ways in: a recovery link, or a code by e-mail. */
type OtherWay = 'recover' | 'email-code' | null;
const EMPTY_FORM: AuthForm = { email: '', password: '', confirmPassword: '', displayName: '' };

export function AuthPage() {
  const navigate = useNavigate();
  const status = useSessionStatus();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [form, setForm] = useState<AuthForm>(EMPTY_FORM);
  const [fieldError, setFieldError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [otherWay, setOtherWay] = useState<OtherWay>(null);
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  // An e-mail link that expired or was used lands here with Auth's error in the fragment: said once, in words.
  const [linkProblem, setLinkProblem] = useState(() => readLinkError(window.location.hash));
  useEffect(() => {
    if (linkProblem) clearLinkError();
  }, [linkProblem]);

  // A session (existing, or just created) sends the member to /app/who, replacing /auth in history.
  useEffect(() => {
    if (status === 'signed-in') void navigate(paths.who(), { replace: true });
  }, [status, navigate]);

  const switchMode = (next: Mode) => {
    setMode(next);
    setForm(EMPTY_FORM);
    setFieldError(null);
  };
  const set = (key: keyof AuthForm) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((current) => ({ ...current, [key]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFieldError(null);
    const outcome = mode === 'sign-in' ? await signIn(form) : await signUp(form);
    setBusy(false);
    switch (outcome.kind) {
      case 'signed-in':
        showToast(AUTH_TEXTS.welcomeBack);
        void navigate(paths.who(), { replace: true });
        break;
      case 'signed-up':
        // Say what happened: signed in already, or a confirmation e-mail to open (the spec's words).
        if (outcome.signedIn) showToast({ title: AUTH_TEXTS.signUpSuccess.title, message: AUTH_PAGE_TEXTS.signedUpSignedIn, tone: 'success' });
        else {
          showToast(AUTH_TEXTS.signUpSuccess);
          setCheckEmail(form.email.trim());
        }
        break;
      case 'switch-to-sign-in':
        showToast({ title: outcome.title, message: outcome.message });
        switchMode('sign-in');
        break;
      case 'error':
        setFieldError({ field: outcome.field, message: outcome.message });
        showToast({ title: outcome.title, message: outcome.message });
        break;
    }
  }

  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);

  return (
    <Center mih="100vh" p="md" bg="glamour.0">
      {/* md padding on a phone, xl from xs up: with xl at 320 px the Sign In / Create Account switch was cut. */}
      <Card withBorder radius="lg" w="100%" maw={420} shadow="sm" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="md">
          <Anchor component={Link} to={paths.home()} size="sm">
            ← Back to home
          </Anchor>
          <Group gap="xs" justify="center">
            <Logo />
            <Title order={2}>{PRODUCT_NAME}</Title>
          </Group>
          <Text ta="center" c="dimmed">
            {mode === 'sign-in' ? 'Welcome back! Sign in to your network.' : 'Create your account and join the network.'}
          </Text>
          {linkProblem && !otherWay ? (
            <Card withBorder radius="md" padding="sm" role="status" data-testid="link-expired">
              <Stack gap="xs">
                <Text fw={700}>{AUTH_PAGE_TEXTS.linkExpiredTitle}</Text>
                <Text size="sm">{linkProblem === 'expired' ? AUTH_PAGE_TEXTS.linkExpired : AUTH_PAGE_TEXTS.linkFailed}</Text>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setLinkProblem(null);
                    setOtherWay('email-code');
                  }}
                >
                  {AUTH_PAGE_TEXTS.sendNewLink}
                </Button>
              </Stack>
            </Card>
          ) : null}
          {checkEmail && !otherWay ? (
            <Card withBorder radius="md" padding="sm" role="status" data-testid="check-email">
              <Text fw={700}>{AUTH_PAGE_TEXTS.checkEmailTitle}</Text>
              <Text size="sm">{`${AUTH_PAGE_TEXTS.checkEmail} ${checkEmail}`}</Text>
            </Card>
          ) : null}
          {otherWay === 'recover' ? <RecoverPasswordForm onBack={() => setOtherWay(null)} /> : null}
          {otherWay === 'email-code' ? <EmailCodeForm onBack={() => setOtherWay(null)} /> : null}
          {otherWay ? null : (
            <>
              <SegmentedControl
                fullWidth
                value={mode}
                onChange={(value) => switchMode(value as Mode)}
                data={[
                  { value: 'sign-in', label: 'Sign In' },
                  { value: 'sign-up', label: 'Create Account' },
                ]}
                aria-label="Sign in or create an account"
              />
              <form onSubmit={submit} noValidate aria-label={mode === 'sign-in' ? 'Sign In' : 'Create Account'}>
                <Stack gap="sm">
                  <TextInput label="Email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} error={errorFor('email')} />
                  <PasswordInput
                    label="Password"
                    autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
                    required
                    value={form.password}
                    onChange={set('password')}
                    error={errorFor('password')}
                  />
                  {mode === 'sign-up' ? (
                    <>
                      <PasswordInput
                        label="Confirm Password"
                        autoComplete="new-password"
                        required
                        value={form.confirmPassword}
                        onChange={set('confirmPassword')}
                        error={errorFor('confirmPassword')}
                      />
                      <TextInput
                        label="Display Name"
                        description="Leave empty to use the part of your email before the @"
                        value={form.displayName}
                        onChange={set('displayName')}
                        error={errorFor('displayName')}
                      />
                    </>
                  ) : null}
                  {fieldError && !fieldError.field ? (
                    <Text c="red" size="sm" role="alert">
                      {fieldError.message}
                    </Text>
                  ) : null}
                  <Button type="submit" variant="glamour" fullWidth loading={busy}>
                    {mode === 'sign-in' ? 'Sign In' : 'Create Account'}
                  </Button>
                </Stack>
              </form>
              {mode === 'sign-in' ? (
                <Group justify="space-between" gap="xs">
                  <Anchor component="button" type="button" size="sm" mih={40} onClick={() => setOtherWay('recover')}>
                    {AUTH_TEXTS.forgotPassword}
                  </Anchor>
                  <Anchor component="button" type="button" size="sm" mih={40} onClick={() => setOtherWay('email-code')}>
                    {AUTH_TEXTS.emailMeCode}
                  </Anchor>
                </Group>
              ) : null}
            </>
          )}
        </Stack>
      </Card>
    </Center>
  );
}
