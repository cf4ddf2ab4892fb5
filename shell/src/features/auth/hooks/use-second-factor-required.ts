import { useSessionStore } from '@diva/core';
import { useEffect, useState } from 'react';
import { needsSecondFactor } from '../api/second-factor.ts';

export type SecondFactorState = 'checking' | 'required' | 'satisfied' | 'failed';

/**
 * Whether the signed-in session still owes its second factor. A session whose member lists no verified factor
 * (every member without two-factor sign-in, the demo accounts) is satisfied at once, without waiting; otherwise
 * Auth's assurance levels decide, again whenever the session changes (her code raises it to aal2).
 */
export function useSecondFactorRequired(): { state: SecondFactorState; retry: () => void } {
  const session = useSessionStore((state) => state.session);
  const enrolled = Boolean(session?.user.factors?.some((factor) => factor.status === 'verified'));
  const token = session?.access_token;
  const [attempt, setAttempt] = useState(0);
  const [checked, setChecked] = useState<{ key: string; state: SecondFactorState } | null>(null);
  const key = `${token ?? ''}#${attempt}`;

  useEffect(() => {
    if (!enrolled) return;
    let live = true;
    needsSecondFactor().then(
      (required) => live && setChecked({ key, state: required ? 'required' : 'satisfied' }),
      () => live && setChecked({ key, state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [enrolled, key]);

  const retry = () => setAttempt((n) => n + 1);
  if (!enrolled) return { state: 'satisfied', retry };
  return { state: checked?.key === key ? checked.state : 'checking', retry };
}
