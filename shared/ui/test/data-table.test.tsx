import { renderWithProviders } from '@diva/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn, sortRows } from '../src/data.tsx';

interface Member {
  id: string;
  name: string;
  rsvps: number;
  joined: Date | null;
}

const MEMBERS: Member[] = [
  { id: '1', name: 'bea', rsvps: 10, joined: new Date('2024-03-01') },
  { id: '2', name: 'Ada', rsvps: 2, joined: null },
  { id: '3', name: 'Cleo', rsvps: 9, joined: new Date('2023-01-15') },
];

const COLUMNS: DataTableColumn<Member>[] = [
  { key: 'name', header: 'Name', accessor: (member) => member.name, sortable: true },
  { key: 'rsvps', header: 'RSVPs', accessor: (member) => member.rsvps, sortable: true, align: 'right' },
  { key: 'joined', header: 'Joined', accessor: (member) => member.joined, sortable: true },
  { key: 'actions', header: 'Actions', accessor: () => null, render: (member) => <button type="button">Remove {member.name}</button> },
];

const names = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('DataTable', () => {
  it('sorts by a column header button, ascending then descending, with aria-sort on the header', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable columns={COLUMNS} rows={MEMBERS} rowKey={(member) => member.id} caption="Chapter members" emptyText="No members yet" />);
    expect(names()).toEqual(['bea', 'Ada', 'Cleo']);
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(header('Actions').hasAttribute('aria-sort')).toBe(false);
    expect(within(header('Actions')).queryByRole('button')).toBeNull();

    await user.click(within(header('Name')).getByRole('button'));
    expect(names()).toEqual(['Ada', 'bea', 'Cleo']);
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header('Name')).getByRole('button'));
    expect(names()).toEqual(['Cleo', 'bea', 'Ada']);
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');

    // Numbers sort as numbers (2 < 9 < 10), and the other headers go back to none.
    await user.click(within(header('RSVPs')).getByRole('button'));
    expect(names()).toEqual(['Ada', 'Cleo', 'bea']);
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
  });

  it('sorts from the keyboard alone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable columns={COLUMNS} rows={MEMBERS} rowKey={(member) => member.id} caption="Chapter members" emptyText="No members yet" />);
    // The scroll region first (it scrolls sideways on a phone), then the sort buttons.
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).toBe('region');
    await user.tab();
    expect(document.activeElement?.textContent).toContain('Name');
    await user.keyboard('{Enter}');
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    await user.tab();
    await user.keyboard(' ');
    expect(header('RSVPs').getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Ada', 'Cleo', 'bea']);
  });

  it('renders custom cells, starts from an initial sort, and puts empty values last', () => {
    renderWithProviders(
      <DataTable
        columns={COLUMNS}
        rows={MEMBERS}
        rowKey={(member) => member.id}
        caption="Chapter members"
        emptyText="No members yet"
        initialSort={{ key: 'joined', direction: 'descending' }}
      />,
    );
    expect(names()).toEqual(['bea', 'Cleo', 'Ada']);
    expect(header('Joined').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ada' }));
  });

  it('says so in words when there are no rows', () => {
    renderWithProviders(<DataTable columns={COLUMNS} rows={[]} rowKey={(member) => member.id} caption="Chapter members" emptyText="No members yet" />);
    const cell = screen.getByRole('cell');
    expect(cell.textContent).toBe('No members yet');
    expect(cell.getAttribute('colspan')).toBe('4');
  });

  it('above a phone\'s width, a table wider than its box scrolls sideways inside its own named region, so the page does not', () => {
    renderWithProviders(<DataTable columns={COLUMNS} rows={MEMBERS} rowKey={(member) => member.id} caption="Chapter members" emptyText="None" minWidth={600} />);
    const region = screen.getByRole('region', { name: 'Chapter members' });
    expect(region.className).toContain('scroller');
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table').style.minWidth).toContain('37.5rem'); // 600 px
    expect(within(region).getByRole('table', { name: 'Chapter members' })).toBeTruthy();
  });
});

describe('DataTable on a phone (up to 576 px)', () => {
  const realMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query === '(max-width: 36em)' });
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('shows each row as a card of labels and values with its actions, sorted by a select', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable columns={COLUMNS} rows={MEMBERS} rowKey={(member) => member.id} caption="Chapter members" emptyText="None" />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = within(screen.getByRole('region', { name: 'Chapter members' })).getByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'RSVPs', 'Joined', 'Actions']);
    expect(first.getAllByRole('definition')[0]!.textContent).toBe('bea');
    expect(first.getByRole('button', { name: 'Remove bea' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort chapter members' }), 'RSVPs ▼');
    const order = () => within(list).getAllByRole('listitem').map((card) => within(card).getAllByRole('definition')[0]!.textContent);
    expect(order()).toEqual(['bea', 'Cleo', 'Ada']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort chapter members' }), 'Name ▲');
    expect(order()).toEqual(['Ada', 'bea', 'Cleo']);
  });

  it('says so in words when there are no rows', () => {
    renderWithProviders(<DataTable columns={COLUMNS} rows={[]} rowKey={(member) => member.id} caption="Chapter members" emptyText="No members yet" />);
    expect(screen.getByText('No members yet')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});

describe('sortRows', () => {
  it('is stable and keeps empty values last in both directions', () => {
    const rows = [{ v: 'b' }, { v: null }, { v: 'a' }, { v: 'B' }];
    expect(sortRows(rows, (row) => row.v, 'ascending').map((row) => row.v)).toEqual(['a', 'b', 'B', null]);
    expect(sortRows(rows, (row) => row.v, 'descending').map((row) => row.v)).toEqual(['b', 'B', 'a', null]);
  });
});
