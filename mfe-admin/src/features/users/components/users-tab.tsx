import { Button, Stack, TextInput, useDebouncedCallback } from '@diva/ui';
import { DataTable, type DataTableColumn } from '@diva/ui/data';
import { useState } from 'react';
import type { AdminAction } from '../../../lib/admin-action.ts';
import { Pager } from '../../../components/pager.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { nameOr } from '../../../lib/format.ts';
import { deleteUser } from '../api/delete-user.ts';
import { type AdminUser, useUsers } from '../api/get-users.ts';
import { ADMIN_TEXTS } from '../../../texts.ts';

/** Members, searched by name and paged on the server; delete one (account and everything that cascades). */
export function UsersTab({ ask }: { ask: (action: AdminAction) => void }) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const apply = useDebouncedCallback((value: string) => {
    setSearch(value);
    setPage(0);
  }, 300);
  const query = useUsers({ search, page });

  const columns: DataTableColumn<AdminUser>[] = [
    { key: 'name', header: 'Name', accessor: (u) => nameOr(u.display_name) },
    { key: 'role', header: 'Role', accessor: (u) => [u.role, u.company].filter(Boolean).join(', ') },
    { key: 'location', header: 'Location', accessor: (u) => u.location ?? '' },
    { key: 'joined', header: 'Joined', accessor: (u) => new Date(u.created_at) },
    {
      key: 'actions',
      header: 'Actions',
      accessor: () => null,
      align: 'right',
      render: (u) => (
        <Button
          variant="destructive"
          color="red.9"
          size="sm"
          aria-label={`Delete ${nameOr(u.display_name)}`}
          onClick={() =>
            ask({
              title: 'Delete user',
              description: `Delete ${nameOr(u.display_name)}? The account and everything it owns are removed. This cannot be undone.`,
              confirmLabel: 'Delete user',
              destructive: true,
              failure: ADMIN_TEXTS.deleteUserFailed,
              run: (reason) => deleteUser(u.user_id, reason),
            })
          }
        >
          Delete
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <TextInput
        label={ADMIN_TEXTS.searchUsers}
        type="search"
        value={input}
        maxLength={100}
        onChange={(event) => {
          setInput(event.currentTarget.value);
          apply(event.currentTarget.value);
        }}
      />
      <QueryView query={query} failure={ADMIN_TEXTS.loadUsersFailed} empty={ADMIN_TEXTS.noUsers} isEmpty={(d) => d.total === 0} testId="users">
        {(data) => (
          <>
            <DataTable caption="Members" columns={columns} rows={data.rows} rowKey={(u) => u.user_id} emptyText={ADMIN_TEXTS.noUsers} />
            <Pager page={page} total={data.total} onPage={setPage} label="Members" />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
