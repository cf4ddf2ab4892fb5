import { useContentReadyMark } from '@diva/contracts';
import { COMMON_TEXTS } from '@diva/core/texts';
import { ErrorState, PageSkeleton, Stack, Title } from '@diva/ui';
import { MessageButton } from '../features/conversations/components/message-button.tsx';
import { useWhoDashboard } from '../features/dashboard/api/get-who-dashboard.ts';
import { AreaCards } from '../features/dashboard/components/area-cards.tsx';
import { PracticeCard } from '../features/dashboard/components/practice-card.tsx';
import { ProgressCard } from '../features/dashboard/components/progress-card.tsx';
import { RecentLists } from '../features/dashboard/components/recent-lists.tsx';

/** "Your WHO Dashboard": progress, the three areas, 3 recent items per list, practice when there is some. */
export function DashboardPage({ basePath }: { basePath: string }) {
  const dashboard = useWhoDashboard();
  // Her progress and areas on screen: the area's content.
  useContentReadyMark('who', dashboard.data !== undefined);
  const title = <Title order={1} size="h2">Your WHO Dashboard</Title>;
  if (dashboard.isError && !dashboard.data) {
    return (
      <Stack gap="md">
        {title}
        <ErrorState data-testid="who-dashboard-error" message={COMMON_TEXTS.loadDashboardFailed} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
      </Stack>
    );
  }
  if (!dashboard.data) {
    return (
      <Stack gap="md">
        {title}
        <PageSkeleton label="Loading your dashboard" />
      </Stack>
    );
  }
  const d = dashboard.data;
  return (
    <Stack gap="md" data-testid="who-dashboard">
      {title}
      <ProgressCard counts={{ skills: d.superpowers + d.passions + d.fuel, goals: d.goals, connections: d.connections }} basePath={basePath} />
      <AreaCards basePath={basePath} />
      <RecentLists dashboard={d} connectionAction={(c) => <MessageButton userId={c.user_id} name={c.display_name} />} />
      {d.practice_count > 0 ? <PracticeCard count={d.practice_count} average={d.practice_average} /> : null}
    </Stack>
  );
}
