import { PORTAL_TEXTS } from '@diva/core/texts';
import { paths } from '@diva/contracts';
import { formatDate } from '@diva/core';
import { Link } from '@diva/router';
import { Anchor, Button, Card, Group, QueryView, showToast, Stack, Text } from '@diva/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { presidentKeys } from '../../../lib/query-keys.ts';
import { decideApplication } from '../api/decide-application.ts';
import { type Application, useApplications } from '../api/get-applications.ts';
import { PORTAL_EXTRA_TEXTS, PRESIDENT_TEXTS } from '../../../texts.ts';

function ApplicationCard({ application }: { application: Application }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const decide = async (approve: boolean) => {
    if (busy) return;
    setBusy(true);
    const result = await decideApplication(application.id, approve).catch(() => ({ ok: false, reason: 'failed' }) as const);
    if (result.ok) showToast(approve ? PRESIDENT_TEXTS.approved : PRESIDENT_TEXTS.rejected);
    else if (result.reason === 'moderator_taken') showToast(PRESIDENT_TEXTS.moderatorUnavailable);
    else if (result.reason === 'chapter_taken') showToast(PRESIDENT_TEXTS.chapterUnavailable);
    else showToast({ title: approve ? PORTAL_TEXTS.approvePresidentFailed : PRESIDENT_TEXTS.rejectFailed });
    setBusy(false);
    await queryClient.invalidateQueries({ queryKey: presidentKeys.all });
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="application">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={paths.profile(application.user_id)} fw={600} style={{ overflowWrap: 'anywhere' }} aria-label={`${PORTAL_EXTRA_TEXTS.viewProfile}: ${application.full_name}`}>
            {application.full_name}
          </Anchor>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {application.role === 'moderator' ? PRESIDENT_TEXTS.roleModerator : `${PRESIDENT_TEXTS.rolePresident} · ${application.chapter_name ?? ''}`} ·{' '}
            {application.email}
          </Text>
          <Text size="sm" c="dimmed" data-testid="application-date">
            {PORTAL_EXTRA_TEXTS.appliedOn(formatDate(application.created_at, 'achievement'))}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="sm" mih={40} disabled={busy} onClick={() => void decide(true)} aria-label={`${PRESIDENT_TEXTS.approve}: ${application.full_name}`}>
            {PRESIDENT_TEXTS.approve}
          </Button>
          <Button size="sm" mih={40} variant="destructive" disabled={busy} onClick={() => void decide(false)} aria-label={`${PRESIDENT_TEXTS.reject}: ${application.full_name}`}>
            {PRESIDENT_TEXTS.reject}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** The moderator's Approvals tab: pending applications to approve or reject. */
export function ApprovalsTab() {
  const applications = useApplications();
  return (
    <QueryView
      query={applications}
      failure={PRESIDENT_TEXTS.loadApplicationsFailed}
      empty={PRESIDENT_TEXTS.noApplications}
      isEmpty={(d) => d.length === 0}
      testId="applications"
    >
      {(rows) => (
        <Stack gap="sm">
          {rows.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </Stack>
      )}
    </QueryView>
  );
}
