import { ACCOUNT_TEXTS } from '@diva/core/texts';
import { Button, Group, Stack, Text, TextInput } from '@diva/ui';
import { type FormEvent, useState } from 'react';
import { confirmSecondFactor, secondFactorNeeded } from '../api/account-auth.ts';

/**
 * Runs a change of e-mail or password, asking for her authenticator code first when her account uses two-factor
 * sign-in and this session has not had it (Auth refuses the change without it). `step` is the code form to show
 * while it is asked for, null otherwise.
 */
export function useSecondFactorFirst(run: (action: () => Promise<void>) => Promise<void>) {
  const [pending, setPending] = useState<{ factorId: string; action: () => Promise<void> } | null>(null);

  const guard = (action: () => Promise<void>) =>
    run(async () => {
      const factorId = await secondFactorNeeded();
      if (factorId) setPending({ factorId, action });
      else await action();
    });

  const step = pending ? (
    <SecondFactorStep
      onCancel={() => setPending(null)}
      onCode={(code) =>
        run(async () => {
          await confirmSecondFactor(pending.factorId, code);
          setPending(null);
          await pending.action();
        })
      }
    />
  ) : null;
  return { guard, step };
}

function SecondFactorStep({ onCode, onCancel }: { onCode: (code: string) => Promise<void>; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) void onCode(code.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-label={ACCOUNT_TEXTS.secondFactorConfirm}>
      <Stack gap="sm">
        <Text size="sm" role="status">
          {ACCOUNT_TEXTS.secondFactorIntro}
        </Text>
        <TextInput
          label={ACCOUNT_TEXTS.secondFactorLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Group gap="sm">
          <Button type="submit" variant="outline">
            {ACCOUNT_TEXTS.secondFactorConfirm}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {ACCOUNT_TEXTS.secondFactorCancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
