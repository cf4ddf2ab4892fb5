import { useSessionUser } from '@diva/core';
import { ACCOUNT_TEXTS, COMMON_TEXTS } from '@diva/core/texts';
import { Button, Group, Skeleton, Stack, Text, TextInput, showToast } from '@diva/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { accountKeys, confirmTotp, enrolTotp, listTotpFactors, removeTotp, type TotpEnrolment } from '../api/two-factor.ts';
import { type FieldProblem, isImageDataUri, totpCodeProblem } from '../utils/account-forms.ts';
import { AccountSection, SectionError } from './account-section.tsx';

/** Two-factor sign-in: on with a QR code (or the key as text) and a first code from her app; off by removing it. */
export function TwoFactorSection() {
  const userId = useSessionUser()?.id ?? '';
  const queryClient = useQueryClient();
  const factors = useQuery({ queryKey: accountKeys.factors(userId), queryFn: () => listTotpFactors(), enabled: Boolean(userId) });
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [problem, setProblem] = useState<FieldProblem>(null);
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.factors(userId) });
  async function run(action: () => Promise<void>, codeField = false) {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem({ field: codeField ? 'code' : 'form', message: codeField ? ACCOUNT_TEXTS.wrongCode : (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  const verified = factors.data?.find((factor) => factor.status === 'verified');
  const turnOn = () => run(async () => setEnrolment(await enrolTotp(factors.data ?? [])));
  const turnOff = () =>
    run(async () => {
      await removeTotp(verified!.id);
      await refresh();
      showToast(ACCOUNT_TEXTS.twoFactorOff);
    });
  const cancel = () =>
    run(async () => {
      const pending = enrolment;
      setEnrolment(null);
      if (pending) await removeTotp(pending.factorId);
      await refresh();
    });
  const confirm = (code: string) =>
    run(async () => {
      await confirmTotp(enrolment!.factorId, code.replace(/\s+/g, ''));
      setEnrolment(null);
      await refresh();
      showToast(ACCOUNT_TEXTS.twoFactorOn);
    }, true);

  const failure = problem?.field === 'form' ? <SectionError title={ACCOUNT_TEXTS.twoFactorFailed} message={problem.message} /> : null;
  let body;
  if (factors.isPending) body = <Skeleton h={72} data-testid="two-factor-loading" />;
  else if (factors.isError)
    body = (
      <Stack gap="xs" role="alert">
        <Text size="sm">{ACCOUNT_TEXTS.loadFactorsFailed}</Text>
        <Button variant="outline" onClick={() => void factors.refetch()} loading={factors.isFetching} style={{ alignSelf: 'flex-start' }}>
          {COMMON_TEXTS.retry}
        </Button>
      </Stack>
    );
  else if (enrolment) body = <Enrolment enrolment={enrolment} busy={busy} problem={problem} onConfirm={confirm} onCancel={() => void cancel()} />;
  else
    body = (
      <>
        <Text size="sm">{verified ? ACCOUNT_TEXTS.twoFactorIsOn : ACCOUNT_TEXTS.twoFactorIsOff}</Text>
        <Button variant="outline" loading={busy} onClick={() => void (verified ? turnOff() : turnOn())} style={{ alignSelf: 'flex-start' }}>
          {verified ? ACCOUNT_TEXTS.turnOff : ACCOUNT_TEXTS.turnOn}
        </Button>
      </>
    );

  return (
    <AccountSection id="account-two-factor" title={ACCOUNT_TEXTS.twoFactorTitle}>
      {body}
      {failure}
    </AccountSection>
  );
}

interface EnrolmentProps {
  enrolment: TotpEnrolment;
  busy: boolean;
  problem: FieldProblem;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

function Enrolment({ enrolment, busy, problem, onConfirm, onCancel }: EnrolmentProps) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<FieldProblem>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = totpCodeProblem(code);
    setInvalid(found);
    if (!found) onConfirm(code);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={ACCOUNT_TEXTS.turnOn}>
      <Stack gap="sm">
        <Text size="sm">{ACCOUNT_TEXTS.scanQr}</Text>
        {isImageDataUri(enrolment.qrCode) ? (
          <img src={enrolment.qrCode} alt={ACCOUNT_TEXTS.qrAlt} width={180} height={180} style={{ background: 'white' }} />
        ) : null}
        <Text size="sm">
          {ACCOUNT_TEXTS.secretLabel}:{' '}
          <Text span ff="monospace" fw={600} data-testid="totp-secret" style={{ overflowWrap: 'anywhere', userSelect: 'all' }}>
            {enrolment.secret}
          </Text>
        </Text>
        <TextInput
          label={ACCOUNT_TEXTS.firstCodeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={(invalid ?? (problem?.field === 'code' ? problem : null))?.message}
        />
        <Group gap="sm">
          <Button type="submit" variant="glamour" loading={busy}>
            {ACCOUNT_TEXTS.confirmTurnOn}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {COMMON_TEXTS.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
