import { AREAS, type AreaName, type RemoteAppProps } from '@diva/contracts';
import { getSupabase, signOutMember, useSessionStore } from '@diva/core';
import { APP_TEXTS } from '@diva/core/texts';
import { Box, Button, Group, Logo, Text } from '@diva/ui';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from '@diva/router';
import { HarnessSignIn } from './harness-sign-in.tsx';

function HarnessBar({ area }: { area: AreaName }) {
  const { user, status } = useSessionStore();
  return (
    <Group justify="space-between" p="xs" bg="glamour.0" data-testid="dev-harness-bar">
      <Group gap="xs">
        <Logo size={28} />
        <Text fw={600}>{AREAS[area].title} — standalone harness</Text>
      </Group>
      {status === 'loading' ? <Text size="sm">{APP_TEXTS.loading}</Text> : null}
      {status === 'signed-in' ? (
        <Group gap="xs">
          <Text size="sm">{user?.email}</Text>
          <Button size="sm" variant="outline" onClick={() => void signOutMember(getSupabase())}>
            Sign Out
          </Button>
        </Group>
      ) : null}
      {status === 'signed-out' ? <HarnessSignIn /> : null}
    </Group>
  );
}

/** Routes of the standalone harness: the remote under each of its prefixes, as the shell would mount it. */
export function HarnessRoutes({ area, App }: { area: AreaName; App: ComponentType<RemoteAppProps> }) {
  const prefixes = AREAS[area].prefixes;
  return (
    <>
      <HarnessBar area={area} />
      <Box p="md">
        <Routes>
          <Route index element={<Navigate to={prefixes[0]!} replace />} />
          {prefixes.map((prefix) => (
            <Route key={prefix} path={`${prefix}/*`} element={<App basePath={prefix} />} />
          ))}
          <Route path="*" element={<Text>Not part of this area. Try {prefixes.join(', ')}.</Text>} />
        </Routes>
      </Box>
    </>
  );
}
