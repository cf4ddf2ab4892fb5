import { getSupabase } from '@diva/core';
import { signInFailureMessage } from '@diva/core/texts';
import { Button, Group, Text, TextInput } from '@diva/ui';
import { PasswordInput } from '@diva/ui/forms';
import { type FormEvent, useState } from 'react';

/** A compact email + password sign-in for standalone development. */
export function HarnessSignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const { error: signInError } = await getSupabase().auth.signInWithPassword({ email: email.trim(), password });
    setBusy(false);
    if (signInError) setError(signInFailureMessage(signInError.message));
  }

  return (
    <form onSubmit={submit} aria-label="Harness sign in">
      <Group align="end" gap="xs">
        <TextInput size="xs" w={220} label="Email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
        <PasswordInput size="xs" w={200} label="Password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
        <Button type="submit" size="sm" loading={busy}>
          Sign In
        </Button>
      </Group>
      {error ? (
        <Text c="red" size="xs" role="alert">
          {error}
        </Text>
      ) : null}
    </form>
  );
}
