import { renderWithProviders } from '@diva/test-utils';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DataTable, UrlTabs } from '../src/data.tsx';
import { Button, CharacterCounter, EmptyState, ErrorState, PageSkeleton, RelativeTime } from '../src/index.ts';
import { ConfirmDialog } from '../src/overlays.tsx';

/** axe over the whole document (dialogs render in a portal); jsdom cannot judge colours, the e2e scans do. */
async function violations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('the shared pieces pass axe', () => {
  it('empty and error states, the counter, a relative time and the page skeleton', async () => {
    renderWithProviders(
      <main>
        <PageSkeleton label="Loading the feed" />
        <EmptyState title="No events" message="No community events available yet." action={<Button>Create the First Event</Button>} />
        <ErrorState title="Events are unavailable" message="The events could not be loaded." details="Failed to fetch" onRetry={() => undefined} />
        <CharacterCounter length={12} limit={500} />
        <RelativeTime value={new Date()} />
      </main>,
    );
    expect(await violations()).toEqual([]);
  });

  it('the data table, sortable and empty', async () => {
    const columns = [
      { key: 'name', header: 'Name', accessor: (row: { name: string }) => row.name, sortable: true },
      { key: 'role', header: 'Role', accessor: () => 'Member' },
    ];
    renderWithProviders(
      <main>
        <DataTable columns={columns} rows={[{ name: 'Ada' }, { name: 'Bea' }]} rowKey={(row) => row.name} caption="Members" emptyText="No members" />
        <DataTable columns={columns} rows={[]} rowKey={(row) => row.name} caption="Applications" emptyText="No applications" />
      </main>,
    );
    expect(await violations()).toEqual([]);
  });

  it('the URL tabs', async () => {
    renderWithProviders(
      <main>
        <UrlTabs
          aria-label="Dashboard"
          tabs={[
            { value: 'overview', label: 'Overview', panel: <p>Overview</p> },
            { value: 'users', label: 'Users', panel: <p>Users</p> },
          ]}
        />
      </main>,
      { route: '/admin/dashboard?tab=users' },
    );
    expect(await violations()).toEqual([]);
  });

  it('the open confirm dialog', async () => {
    renderWithProviders(
      <main>
        <ConfirmDialog opened onClose={() => undefined} onConfirm={() => undefined} destructive title="Delete this event?" message="It is deleted for good." confirmLabel="Delete" />
      </main>,
    );
    await screen.findByRole('dialog', { name: 'Delete this event?' });
    expect(await violations()).toEqual([]);
  });
});
