import { useContentReadyMark } from '@diva/contracts';
import { Button, Container, Group, Stack, Title } from '@diva/ui';
import { UrlTabs } from '@diva/ui/data';
import { useNavigate } from '@diva/router';
import { useQueryClient } from '@tanstack/react-query';
import { ActionDialog } from '../components/action-dialog.tsx';
import { AuditTab } from '../features/audit/components/audit-tab.tsx';
import { EventsTab } from '../features/events/components/events-tab.tsx';
import { useOverview } from '../features/overview/api/get-overview.ts';
import { OverviewTab } from '../features/overview/components/overview-tab.tsx';
import { StatCards } from '../features/overview/components/stat-cards.tsx';
import { PostsTab } from '../features/posts/components/posts-tab.tsx';
import { PresidentsTab } from '../features/presidents/components/presidents-tab.tsx';
import { ReleaseHealthTab } from '../features/release-health/components/release-health-tab.tsx';
import { ReportsTab } from '../features/reports/components/reports-tab.tsx';
import { UsersTab } from '../features/users/components/users-tab.tsx';
import { signOutAdmin } from '../features/session/api/sign-out-admin.ts';
import { AdminGuard } from '../features/session/components/admin-guard.tsx';
import { TwoFactorBanner } from '../features/two-factor/components/two-factor-banner.tsx';
import { useAdminAction } from './use-admin-action.ts';
import { adminKeys } from '../lib/query-keys.ts';
import { ADMIN_RELEASE_TEXTS, ADMIN_TEXTS } from '../texts.ts';

/** /admin/dashboard: the four figures and the tabs; every action goes through one confirm dialog. */
function Dashboard({ loginPath }: { loginPath: string }) {
  const overview = useOverview();
  // An admin's overview figures on screen: the dashboard's content.
  useContentReadyMark('admin', overview.data !== undefined);
  const { ask, dialogProps } = useAdminAction();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = async () => {
    await signOutAdmin();
    queryClient.removeQueries({ queryKey: adminKeys.all });
    void navigate(loginPath, { replace: true });
  };

  const tabs = [
    { value: 'overview', label: ADMIN_TEXTS.tabOverview, panel: <OverviewTab query={overview} /> },
    { value: 'users', label: ADMIN_TEXTS.tabUsers, panel: <UsersTab ask={ask} /> },
    { value: 'posts', label: ADMIN_TEXTS.tabPosts, panel: <PostsTab ask={ask} /> },
    { value: 'events', label: ADMIN_TEXTS.tabEvents, panel: <EventsTab ask={ask} /> },
    { value: 'presidents', label: ADMIN_TEXTS.tabPresidents, panel: <PresidentsTab ask={ask} /> },
    { value: 'reports', label: ADMIN_TEXTS.tabReports, panel: <ReportsTab ask={ask} /> },
    { value: 'audit', label: ADMIN_TEXTS.tabAudit, panel: <AuditTab /> },
    { value: 'releases', label: ADMIN_RELEASE_TEXTS.tabReleases, panel: <ReleaseHealthTab /> },
  ];

  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }} data-testid="admin-dashboard">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            {ADMIN_TEXTS.dashboardTitle}
          </Title>
          <Button variant="outline" onClick={() => void signOut()}>
            {ADMIN_TEXTS.signOut}
          </Button>
        </Group>
        <TwoFactorBanner />
        <StatCards stats={overview.data?.stats} />
        <UrlTabs tabs={tabs} aria-label="Admin sections" />
      </Stack>
      <ActionDialog {...dialogProps} />
    </Container>
  );
}

export default function DashboardPage({ loginPath }: { loginPath: string }) {
  return (
    <AdminGuard loginPath={loginPath}>
      <Dashboard loginPath={loginPath} />
    </AdminGuard>
  );
}
