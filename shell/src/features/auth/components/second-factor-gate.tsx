import { COMMON_TEXTS, SESSION_TEXTS } from '@diva/core/texts';
import { Center, ErrorState, PageSkeleton } from '@diva/ui';
import { type ReactNode, Suspense, lazy } from 'react';
import { useSecondFactorRequired } from '../hooks/use-second-factor-required.ts';

// Loaded only for a member who owes her code: the first paint of everyone else does not carry it.
const SecondFactorStep = lazy(async () => ({ default: (await import('./second-factor-step.tsx')).SecondFactorStep }));

/** Inside the auth gate: a member with a verified factor at aal1 enters her code before the app opens. */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { state, retry } = useSecondFactorRequired();
  if (state === 'satisfied') return <>{children}</>;
  if (state === 'checking') return <PageSkeleton label={SESSION_TEXTS.secondFactorTitle} />;
  if (state === 'failed') {
    return (
      <Center mih="100vh" p="md">
        <ErrorState message={SESSION_TEXTS.secondFactorCheckFailed} onRetry={retry} retryLabel={COMMON_TEXTS.retry} />
      </Center>
    );
  }
  return (
    <Suspense fallback={<PageSkeleton label={SESSION_TEXTS.secondFactorTitle} />}>
      <SecondFactorStep />
    </Suspense>
  );
}
