import { paths } from '@diva/contracts';
import { useSessionStatus, useSessionUser } from '@diva/core';
import { COMMON_TEXTS } from '@diva/core/texts';
import { ErrorState, PageSkeleton } from '@diva/ui';
import { Navigate } from '@diva/router';
import type { ReactNode } from 'react';
import type { LeaderRecord } from '../../../lib/leader.ts';
import { useLeader } from '../api/get-leader.ts';
import { PRESIDENT_TEXTS } from '../../../texts.ts';

/** The dashboard only with an approved record (spec 02 §6); the data behind it is guarded by the database. */
export function LeaderGuard({ children }: { children: (leader: LeaderRecord, viewerId: string) => ReactNode }) {
  const status = useSessionStatus();
  const user = useSessionUser();
  const leader = useLeader();
  if (status === 'signed-out' || (status !== 'loading' && !user)) return <Navigate to={paths.president()} replace />;
  if (status === 'loading' || leader.isPending) return <PageSkeleton label="Loading the dashboard" />;
  if (leader.isError) {
    return (
      <ErrorState message={PRESIDENT_TEXTS.unexpected} onRetry={() => void leader.refetch()} retrying={leader.isFetching} retryLabel={COMMON_TEXTS.retry} />
    );
  }
  if (!leader.data?.approved) return <Navigate to={paths.president()} replace />;
  return children(leader.data, user!.id);
}
