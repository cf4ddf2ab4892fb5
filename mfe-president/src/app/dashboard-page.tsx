import { paths } from '@diva/contracts';
import { AUTH_TEXTS } from '@diva/core/texts';
import { Button, Container, Group, Stack, Text, Title, showToast } from '@diva/ui';
import { UrlTabs } from '@diva/ui/data';
import { useNavigate } from '@diva/router';
import { useQueryClient } from '@tanstack/react-query';
import { ApprovalsTab } from '../features/approvals/components/approvals-tab.tsx';
import { EventsTab } from '../features/events/components/events-tab.tsx';
import { MembersTab } from '../features/members/components/members-tab.tsx';
import { signOutLeader } from '../features/session/api/sign-in-leader.ts';
import { LeaderGuard } from '../features/session/components/leader-guard.tsx';
import { SettingsTab } from '../features/settings/components/settings-tab.tsx';
import { isModerator, type LeaderRecord } from '../lib/leader.ts';
import { presidentKeys } from '../lib/query-keys.ts';
import { PRESIDENT_TEXTS } from '../texts.ts';
import { OverviewPanel } from './overview-panel.tsx';

function Dashboard({ leader, viewerId }: { leader: LeaderRecord; viewerId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const moderator = isModerator(leader);

  const signOut = async () => {
    await signOutLeader();
    queryClient.removeQueries({ queryKey: presidentKeys.all });
    showToast(AUTH_TEXTS.signedOut);
    void navigate(paths.president(), { replace: true });
  };

  const tabs = [
    { value: 'overview', label: PRESIDENT_TEXTS.tabOverview, panel: <OverviewPanel scope={moderator ? 'network' : 'chapter'} /> },
    { value: 'events', label: PRESIDENT_TEXTS.tabEvents, panel: <EventsTab viewerId={viewerId} chapterId={leader.chapter_id} moderator={moderator} /> },
    { value: 'members', label: PRESIDENT_TEXTS.tabMembers, panel: <MembersTab /> },
    ...(moderator ? [{ value: 'approvals', label: PRESIDENT_TEXTS.tabApprovals, panel: <ApprovalsTab /> }] : []),
    { value: 'settings', label: PRESIDENT_TEXTS.tabSettings, panel: <SettingsTab chapterId={leader.chapter_id} /> },
  ];

  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }} data-testid="president-dashboard">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {moderator ? PRESIDENT_TEXTS.moderatorDashboardTitle : PRESIDENT_TEXTS.dashboardTitle}
            </Title>
            <Text c="dimmed" size="sm">
              {leader.full_name}
              {leader.chapter_name ? ` · ${leader.chapter_name}` : ''}
            </Text>
          </div>
          <Button variant="outline" onClick={() => void signOut()}>
            {PRESIDENT_TEXTS.signOut}
          </Button>
        </Group>
        <UrlTabs tabs={tabs} aria-label={PRESIDENT_TEXTS.dashboardTitle} />
      </Stack>
    </Container>
  );
}

/** /president/dashboard: only with an approved record, else back to /president (spec 02 §6). */
export default function DashboardPage() {
  return <LeaderGuard>{(leader, viewerId) => <Dashboard leader={leader} viewerId={viewerId} />}</LeaderGuard>;
}
