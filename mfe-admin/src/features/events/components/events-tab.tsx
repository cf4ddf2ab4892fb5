import { Badge, Button, Group, QueryView } from '@diva/ui';
import { DataTable, type DataTableColumn } from '@diva/ui/data';
import type { AdminAction } from '../../../lib/admin-action.ts';
import { approveEvent } from '../api/approve-event.ts';
import { deleteEvent } from '../api/delete-event.ts';
import { type AdminEvent, useEvents } from '../api/get-events.ts';
import { ADMIN_TEXTS } from '../../../texts.ts';

/** Every event, newest first; approve (the database sets the approval time) or delete. */
export function EventsTab({ ask }: { ask: (action: AdminAction) => void }) {
  const query = useEvents();
  const columns: DataTableColumn<AdminEvent>[] = [
    { key: 'title', header: 'Event', accessor: (e) => e.title },
    { key: 'date', header: 'Date', accessor: (e) => `${e.date} ${e.time.slice(0, 5)}` },
    { key: 'location', header: 'Location', accessor: (e) => e.location },
    {
      key: 'status',
      header: 'Status',
      accessor: (e) => (e.approved ? 'Approved' : 'Pending'),
      render: (e) => <Badge color={e.approved ? 'teal.9' : 'gray.7'}>{e.approved ? 'Approved' : 'Pending'}</Badge>,
    },
    {
      key: 'actions',
      header: 'Actions',
      accessor: () => null,
      align: 'right',
      render: (e) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {e.approved ? null : (
            <Button
              size="sm"
              aria-label={`Approve ${e.title}`}
              onClick={() =>
                ask({
                  title: 'Approve event',
                  description: `Approve "${e.title}"? Members will see it in Community Events.`,
                  confirmLabel: 'Approve',
                  failure: ADMIN_TEXTS.approveEventFailed,
                  run: (reason) => approveEvent(e.id, reason),
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
            aria-label={`Delete ${e.title}`}
            onClick={() =>
              ask({
                title: 'Delete event',
                description: `Delete "${e.title}"? Its RSVPs go with it.`,
                confirmLabel: 'Delete event',
                destructive: true,
                failure: ADMIN_TEXTS.deleteEventFailed,
                run: (reason) => deleteEvent(e.id, reason),
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
    <QueryView query={query} failure={ADMIN_TEXTS.loadEventsFailed} empty={ADMIN_TEXTS.noEvents} isEmpty={(d) => d.length === 0} testId="events">
      {(rows) => <DataTable caption="Events" columns={columns} rows={rows} rowKey={(e) => e.id} emptyText={ADMIN_TEXTS.noEvents} />}
    </QueryView>
  );
}
