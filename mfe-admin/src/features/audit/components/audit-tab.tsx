import { QueryView } from '@diva/ui';
import { DataTable, type DataTableColumn } from '@diva/ui/data';
import { useState } from 'react';
import { Pager } from '../../../components/pager.tsx';
import { excerpt } from '../../../lib/format.ts';
import { type AuditEntry, useAuditLog } from '../api/get-audit-log.ts';
import { ADMIN_TEXTS } from '../../../texts.ts';

/** 'delete_post' → 'Delete post'. */
export const actionLabel = (action: string): string => {
  const words = action.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Every admin action: who, what, on what, why and when. Read only: the database refuses changes. */
export function AuditTab() {
  const [page, setPage] = useState(0);
  const query = useAuditLog(page);
  const columns: DataTableColumn<AuditEntry>[] = [
    { key: 'time', header: 'Time', accessor: (a) => new Date(a.created_at), render: (a) => when(a.created_at) },
    { key: 'actor', header: 'Admin', accessor: (a) => a.actor_email ?? a.actor_id },
    { key: 'action', header: 'Action', accessor: (a) => actionLabel(a.action) },
    { key: 'target', header: 'Target', accessor: (a) => `${a.target_type}: ${excerpt(a.target_label || a.target_id, 60)}` },
    { key: 'reason', header: 'Reason', accessor: (a) => a.reason },
  ];
  return (
    <QueryView query={query} failure={ADMIN_TEXTS.loadAuditFailed} empty={ADMIN_TEXTS.noAudit} isEmpty={(d) => d.total === 0} testId="audit">
      {(data) => (
        <>
          <DataTable caption="Audit log" columns={columns} rows={data.rows} rowKey={(a) => String(a.id)} emptyText={ADMIN_TEXTS.noAudit} minWidth={720} />
          <Pager page={page} total={data.total} onPage={setPage} label="Audit log" />
        </>
      )}
    </QueryView>
  );
}
