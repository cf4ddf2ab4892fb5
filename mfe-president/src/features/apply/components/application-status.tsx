import { formatDate } from '@diva/core';
import { Card, Text } from '@diva/ui';
import type { MyApplication } from '../api/get-my-application.ts';
import { PORTAL_EXTRA_TEXTS, PRESIDENT_TEXTS } from '../../../texts.ts';

/** Her application as the database has it: the role (and chapter), and pending since the day she applied. */
export function ApplicationStatus({ application }: { application: MyApplication }) {
  const role = application.role === 'moderator' ? PRESIDENT_TEXTS.roleModerator : `${PRESIDENT_TEXTS.rolePresident} · ${application.chapter_name ?? ''}`;
  const date = formatDate(application.created_at, 'achievement');
  return (
    <Card withBorder radius="md" padding="md" role="status" data-testid="application-status">
      <Text fw={700}>{PORTAL_EXTRA_TEXTS.yourApplication}</Text>
      <Text size="sm">{role}</Text>
      <Text size="sm" c="dimmed">
        {application.approved ? PORTAL_EXTRA_TEXTS.appliedOn(date) : PORTAL_EXTRA_TEXTS.pendingSince(date)}
      </Text>
    </Card>
  );
}
