import { Badge, Button, Group, QueryView } from '@diva/ui';
import { DataTable, type DataTableColumn } from '@diva/ui/data';
import type { AdminAction } from '../../../lib/admin-action.ts';
import { approvePresident } from '../api/approve-president.ts';
import { deletePresident } from '../api/delete-president.ts';
import { type AdminPresident, usePresidents } from '../api/get-presidents.ts';
import { ADMIN_TEXTS } from '../../../texts.ts';

const roleLabel = (p: AdminPresident) => (p.role === 'moderator' ? 'Moderator' : `President, ${p.chapter_name ?? 'chapter'}`);

/** Applications and approved leaders; approve or delete (reject), one moderator and one president per chapter. */
export function PresidentsTab({ ask }: { ask: (action: AdminAction) => void }) {
  const query = usePresidents();
  const columns: DataTableColumn<AdminPresident>[] = [
    { key: 'name', header: 'Name', accessor: (p) => p.full_name },
    { key: 'email', header: 'Email', accessor: (p) => p.email },
    { key: 'role', header: 'Role', accessor: roleLabel },
    {
      key: 'status',
      header: 'Status',
      accessor: (p) => (p.approved ? 'Approved' : 'Pending'),
      render: (p) => <Badge color={p.approved ? 'teal.9' : 'gray.7'}>{p.approved ? 'Approved' : 'Pending'}</Badge>,
    },
    {
      key: 'actions',
      header: 'Actions',
      accessor: () => null,
      align: 'right',
      render: (p) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {p.approved ? null : (
            <Button
              size="sm"
              aria-label={`Approve ${p.full_name}`}
              onClick={() =>
                ask({
                  title: 'Approve application',
                  description: `Approve ${p.full_name} as ${roleLabel(p)}?`,
                  confirmLabel: 'Approve',
                  failure: ADMIN_TEXTS.approvePresidentFailed,
                  run: (reason) => approvePresident(p.id, reason),
                })
              }
            >
              Approve
            </Button>
          )}
          <Button
            variant="destructive"
          color="red.9"
            size="sm"
            aria-label={`Delete ${p.full_name}`}
            onClick={() =>
              ask({
                title: p.approved ? 'Remove leader' : 'Reject application',
                description: `Delete ${p.full_name} (${roleLabel(p)})?`,
                confirmLabel: 'Delete',
                destructive: true,
                failure: ADMIN_TEXTS.deletePresidentFailed,
                run: (reason) => deletePresident(p.id, reason),
              })
            }
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <QueryView query={query} failure={ADMIN_TEXTS.loadPresidentsFailed} empty={ADMIN_TEXTS.noPresidents} isEmpty={(d) => d.length === 0} testId="presidents">
      {(rows) => <DataTable caption="Presidents and applications" columns={columns} rows={rows} rowKey={(p) => p.id} emptyText={ADMIN_TEXTS.noPresidents} />}
    </QueryView>
  );
}
