import { formatDate } from '@diva/core';
import { Badge, Button, Group, QueryView, Stack, TextInput, useDebouncedCallback } from '@diva/ui';
import { DataTable, type DataTableColumn } from '@diva/ui/data';
import { useState } from 'react';
import type { AdminAction } from '../../../lib/admin-action.ts';
import { Pager } from '../../../components/pager.tsx';
import { nameOr } from '../../../lib/format.ts';
import { deleteUser } from '../api/delete-user.ts';
import { type AdminUser, useUsers } from '../api/get-users.ts';
import { setSuspended } from '../api/set-suspended.ts';
import { ADMIN_TEXTS, ADMIN_USERS_TEXTS } from '../../../texts.ts';

const day = (at: string | null) => (at ? formatDate(at, 'achievement') : ADMIN_USERS_TEXTS.never);

/**
 * Members with their sign-in e-mail, role, join date and last sign-in, searched by name or e-mail and paged on
 * the server; suspend or restore one (Auth's ban), or delete one (account and everything that cascades).
 */
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
    { key: 'email', header: ADMIN_USERS_TEXTS.email, accessor: (u) => u.email ?? '' },
    { key: 'role', header: 'Role', accessor: (u) => u.role },
    { key: 'joined', header: ADMIN_USERS_TEXTS.joined, accessor: (u) => day(u.created_at) },
    { key: 'last', header: ADMIN_USERS_TEXTS.lastSignIn, accessor: (u) => day(u.last_sign_in_at) },
    {
      key: 'status',
      header: ADMIN_USERS_TEXTS.status,
      accessor: (u) => (u.suspended ? ADMIN_USERS_TEXTS.suspendedStatus : ADMIN_USERS_TEXTS.active),
      render: (u) =>
        u.suspended ? (
          <Badge color="red.9" variant="light">
            {ADMIN_USERS_TEXTS.suspendedStatus}
          </Badge>
        ) : (
          ADMIN_USERS_TEXTS.active
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      accessor: () => null,
      align: 'right',
      render: (u) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {u.role === 'admin' ? null : (
            <Button
              variant="outline"
              size="sm"
              aria-label={`${u.suspended ? ADMIN_USERS_TEXTS.restore : ADMIN_USERS_TEXTS.suspend} ${nameOr(u.display_name)}`}
              onClick={() =>
                ask(
                  u.suspended
                    ? {
                        title: ADMIN_USERS_TEXTS.restoreTitle,
                        description: `Restore ${nameOr(u.display_name)}? She can sign in again.`,
                        confirmLabel: ADMIN_USERS_TEXTS.restore,
                        failure: ADMIN_USERS_TEXTS.restoreFailed,
                        run: (reason) => setSuspended({ userId: u.user_id, suspended: false, reason }),
                      }
                    : {
                        title: ADMIN_USERS_TEXTS.suspendTitle,
                        description: `Suspend ${nameOr(u.display_name)}? She cannot sign in until she is restored.`,
                        confirmLabel: ADMIN_USERS_TEXTS.suspend,
                        destructive: true,
                        failure: ADMIN_USERS_TEXTS.suspendFailed,
                        run: (reason) => setSuspended({ userId: u.user_id, suspended: true, reason }),
                      },
                )
              }
            >
              {u.suspended ? ADMIN_USERS_TEXTS.restore : ADMIN_USERS_TEXTS.suspend}
            </Button>
          )}
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
        </Group>
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
