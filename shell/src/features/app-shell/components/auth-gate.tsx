import { paths } from '@diva/contracts';
import { useSessionStatus } from '@diva/core';
import { APP_TEXTS } from '@diva/core/texts';
import { Center, Logo, Stack, Text } from '@diva/ui';
import type { ReactNode } from 'react';
import { Navigate } from '@diva/router';

/** Members only: a centred logo with 'Loading...' while the session is checked, else off to /auth. */
export function AuthGate({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  if (status === 'loading') {
    return (
      <Center h="100vh" data-testid="auth-loading">
        <Stack align="center" gap="sm">
          <Logo size={56} />
          <Text c="dimmed">{APP_TEXTS.loading}</Text>
        </Stack>
      </Center>
    );
  }
  if (status === 'signed-out') return <Navigate to={paths.auth()} replace />;
  return <>{children}</>;
}
