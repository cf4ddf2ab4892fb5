import { REPORT_REASONS } from '@diva/core/texts';
import { Badge, Button, Card, Group, QueryView, RelativeTime, Stack, Text } from '@diva/ui';
import type { AdminAction } from '../../../lib/admin-action.ts';
import { excerpt, nameOr } from '../../../lib/format.ts';
import { type OpenReport, useOpenReports } from '../api/get-open-reports.ts';
import { resolveReport } from '../api/resolve-report.ts';
import { ADMIN_TEXTS } from '../../../texts.ts';

const WHAT = { post: 'Post', message: 'Message', profile: 'Profile' } as const;

/** Open reports with the content they name; remove the content or dismiss, both audited. */
export function ReportsTab({ ask }: { ask: (action: AdminAction) => void }) {
  const query = useOpenReports();
  const removal = (r: OpenReport): AdminAction => ({
    title: `Remove ${WHAT[r.target_type].toLowerCase()}`,
    description:
      r.target_type === 'profile'
        ? `Delete the member ${nameOr(r.author_name)} and everything she owns? The reporter is told.`
        : `Remove the ${r.target_type} "${excerpt(r.content, 60)}" by ${nameOr(r.author_name)}? The reporter is told.`,
    confirmLabel: 'Remove',
    destructive: true,
    failure: ADMIN_TEXTS.resolveReportFailed,
    run: (reason) => resolveReport(r.id, 'remove', reason),
  });
  const dismissal = (r: OpenReport): AdminAction => ({
    title: 'Dismiss report',
    description: `Keep the ${r.target_type} and close this report? The reporter is told.`,
    confirmLabel: 'Dismiss',
    failure: ADMIN_TEXTS.resolveReportFailed,
    run: (reason) => resolveReport(r.id, 'dismiss', reason),
  });
  return (
    <QueryView query={query} failure={ADMIN_TEXTS.loadReportsFailed} empty={ADMIN_TEXTS.noReports} isEmpty={(d) => d.length === 0} testId="reports">
      {(reports) => (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {reports.map((r) => (
            <Card key={r.id} component="li" withBorder radius="lg" padding="md" data-testid="report">
              <Group gap="xs" mb={4}>
                <Badge color="grape.9">
                  {WHAT[r.target_type]}
                </Badge>
                <Badge color="red.9">
                  {REPORT_REASONS[r.reason]}
                </Badge>
                <Text size="xs" c="dimmed">
                  by {nameOr(r.reporter_name)}, <RelativeTime value={r.created_at} />
                </Text>
              </Group>
              <Text size="sm" fw={600}>
                {nameOr(r.author_name)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {r.content === null ? 'This content has already been removed.' : excerpt(r.content, 400)}
              </Text>
              {r.details ? (
                <Text size="xs" c="dimmed" mt={4}>
                  Reporter’s note: {r.details}
                </Text>
              ) : null}
              <Group gap="xs" mt="sm" justify="flex-end">
                <Button variant="outline" size="sm" onClick={() => ask(dismissal(r))}>
                  Dismiss
                </Button>
                <Button variant="destructive" color="red.9" size="sm" disabled={r.content === null} onClick={() => ask(removal(r))}>
                  Remove {WHAT[r.target_type].toLowerCase()}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </QueryView>
  );
}
