import { useSessionStatus } from '@diva/core';
import { ErrorState, PageSkeleton, Stack, Text, showToast } from '@diva/ui';
import { Navigate } from '@diva/router';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { adminKeys } from '../../../lib/query-keys.ts';
import { useAdminSession } from '../api/get-admin-session.ts';
import { ADMIN_TEXTS } from '../../../texts.ts';

/** setTimeout's longest delay; a later end is checked again when the timer fires. */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * The dashboard only for a valid admin session, as the server sees it. When the session's 24 hours are up,
 * she is sent back to the login (the server refuses her requests from that moment anyway).
 */
export function AdminGuard({ loginPath, children }: { loginPath: string; children: ReactNode }) {
  const status = useSessionStatus();
  const session = useAdminSession();
  const queryClient = useQueryClient();
  const end = session.data?.getTime();

  useEffect(() => {
    if (!end) return;
    const timer = setTimeout(() => {
      if (Date.now() >= end) showToast(ADMIN_TEXTS.sessionExpired);
      void queryClient.invalidateQueries({ queryKey: adminKeys.session });
    }, Math.min(Math.max(end - Date.now(), 0), MAX_DELAY));
    return () => clearTimeout(timer);
  }, [end, queryClient]);

  if (status === 'signed-out') return <Navigate to={loginPath} replace />;
  if (status === 'loading' || session.isPending) {
    return (
      <Stack gap={0} p="md">
        <Text c="dimmed" size="sm">
          Checking your admin session…
        </Text>
        <PageSkeleton label="Checking your admin session" />
      </Stack>
    );
  }
  if (session.isError && session.data === undefined) {
    return (
      <ErrorState
        data-testid="admin-session-error"
        message={ADMIN_TEXTS.loadDashboardFailed}
        onRetry={() => void session.refetch()}
        retrying={session.isFetching}
        retryLabel={ADMIN_TEXTS.retry}
      />
    );
  }
  if (!session.data || session.data.getTime() <= Date.now()) return <Navigate to={loginPath} replace />;
  return children;
}
