import { NativeSelect, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useMemo, useState } from 'react';
import classes from './data-table.module.css';
import { type SortDirection, type SortValue, sortRows } from './sort-rows.ts';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  /** The cell's value: shown as text unless `render` is given, and what the column sorts by. */
  accessor: (row: Row) => SortValue;
  sortable?: boolean;
  render?: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Names the table for assistive technology (and the scroll region). */
  caption: string;
  /** Shown in place of the rows when there are none ('No events yet'). */
  emptyText: string;
  initialSort?: { key: string; direction: SortDirection };
  /** Below this width the table scrolls inside its box instead of squeezing its columns. */
  minWidth?: number;
}

/** Phones (up to Mantine's `xs`, 576 px): each row is a card of label and value, its actions in reach. */
const PHONE = '(max-width: 36em)';

const cellText = (value: SortValue): string => (value instanceof Date ? value.toLocaleDateString('en-US') : value == null ? '' : String(value));

/**
 * The portals' tables. A sortable column's header is a button (Enter or Space sorts; again reverses) and the
 * header carries aria-sort. The table scrolls horizontally inside its own focusable region.
 */
export function DataTable<Row>({ columns, rows, rowKey, caption, emptyText, initialSort, minWidth = 560 }: DataTableProps<Row>) {
  const [sort, setSort] = useState(initialSort ?? null);
  const sorted = useMemo(() => {
    const column = sort && columns.find((candidate) => candidate.key === sort.key);
    return column ? sortRows(rows, column.accessor, sort.direction) : [...rows];
  }, [columns, rows, sort]);

  const toggle = (key: string) =>
    setSort((current) => ({ key, direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }));
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });

  if (phone) {
    return <StackedRows columns={columns} rows={sorted} rowKey={rowKey} caption={caption} emptyText={emptyText} sort={sort} onSort={setSort} />;
  }

  return (
    <div className={classes.scroller} role="region" aria-label={caption} tabIndex={0}>
      <Table miw={minWidth} striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <Table.Th
                  key={column.key}
                  ta={column.align}
                  scope="col"
                  aria-sort={column.sortable ? (direction ?? 'none') : undefined}
                >
                  {column.sortable ? (
                    <button type="button" className={classes.sortButton} onClick={() => toggle(column.key)}>
                      {column.header}
                      <span aria-hidden="true">{direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}</span>
                    </button>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="md">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            sorted.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align}>
                    {column.render ? column.render(row) : cellText(column.accessor(row))}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}

const SORT_NONE = '';

interface StackedRowsProps<Row> extends Pick<DataTableProps<Row>, 'columns' | 'rows' | 'rowKey' | 'caption' | 'emptyText'> {
  sort: { key: string; direction: SortDirection } | null;
  onSort: (sort: { key: string; direction: SortDirection } | null) => void;
}

/** The same rows on a phone: a list of cards (label, value), sorted by a select instead of column headers. */
function StackedRows<Row>({ columns, rows, rowKey, caption, emptyText, sort, onSort }: StackedRowsProps<Row>) {
  const sortable = columns.filter((column) => column.sortable);
  const options = sortable.flatMap((column) => [
    { value: `${column.key}:ascending`, label: `${column.header} ▲` },
    { value: `${column.key}:descending`, label: `${column.header} ▼` },
  ]);
  return (
    <section aria-label={caption} className={classes.stacked}>
      {/* The caption as the table shows it: text, not a heading (the page's own heading often says the same). */}
      <Text fw={600} size="sm" aria-hidden="true">
        {caption}
      </Text>
      {options.length > 0 && (
        <NativeSelect
          label={`Sort ${caption.toLowerCase()}`}
          size="sm"
          value={sort ? `${sort.key}:${sort.direction}` : SORT_NONE}
          data={[{ value: SORT_NONE, label: '—' }, ...options]}
          onChange={(event) => {
            const [key, direction] = event.currentTarget.value.split(':');
            onSort(key ? { key, direction: direction as SortDirection } : null);
          }}
        />
      )}
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {emptyText}
        </Text>
      ) : (
        <ul className={classes.cards}>
          {rows.map((row) => (
            <li key={rowKey(row)} className={classes.card}>
              <dl className={classes.fields}>
                {columns.map((column) => (
                  <div key={column.key} className={classes.field}>
                    <dt>{column.header}</dt>
                    <dd>{column.render ? column.render(row) : cellText(column.accessor(row))}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
