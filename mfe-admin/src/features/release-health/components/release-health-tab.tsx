import { QueryView, Stack, Text, Title } from '@diva/ui';
import { DataTable, type DataTableColumn } from '@diva/ui/data';
import { type ReleaseHealth, useReleaseHealth } from '../api/get-release-health.ts';
import { ADMIN_RELEASE_TEXTS as T } from '../../../texts.ts';

const COHORT: Record<ReleaseHealth['cohort'], string> = { stable: T.cohortStable, canary: T.cohortCanary, override: T.cohortOverride };
const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
const share = (value: number) => `${(value * 100).toFixed(1)} %`;

/** Per environment and area: each release served (and the canary), how its loads went for members. Read only. */
export function ReleaseHealthTab() {
  const query = useReleaseHealth();
  const columns: DataTableColumn<ReleaseHealth>[] = [
    { key: 'environment', header: T.environment, accessor: (r) => r.environment },
    { key: 'area', header: T.area, accessor: (r) => r.area },
    { key: 'release', header: T.release, accessor: (r) => r.release },
    { key: 'cohort', header: T.cohort, accessor: (r) => COHORT[r.cohort] },
    { key: 'loads', header: T.loads, accessor: (r) => Number(r.loads) },
    { key: 'p50', header: T.p50, accessor: (r) => r.p50_ms, render: (r) => ms(r.p50_ms) },
    { key: 'p95', header: T.p95, accessor: (r) => r.p95_ms, render: (r) => ms(r.p95_ms) },
    { key: 'errorRate', header: T.errorRate, accessor: (r) => r.error_rate, render: (r) => share(r.error_rate) },
    { key: 'retries', header: T.retries, accessor: (r) => Number(r.retries) },
    { key: 'overrides', header: T.overrides, accessor: (r) => Number(r.overrides) },
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {T.title}
      </Title>
      <Text size="sm" c="dimmed">
        {T.window}
      </Text>
      <QueryView query={query} failure={T.loadFailed} empty={T.empty} isEmpty={(rows) => rows.length === 0} testId="release-health">
        {(rows) => (
          <DataTable
            caption={T.title}
            columns={columns}
            rows={rows}
            rowKey={(r) => `${r.environment}/${r.area}/${r.release}/${r.cohort}`}
            emptyText={T.empty}
            minWidth={880}
          />
        )}
      </QueryView>
    </Stack>
  );
}
