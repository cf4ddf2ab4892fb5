export type SortDirection = 'ascending' | 'descending';
export type SortValue = string | number | boolean | Date | null | undefined;

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

function compareValues(a: SortValue, b: SortValue): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

const isEmpty = (value: SortValue) => value === null || value === undefined || value === '';

/** A sorted copy; empty values go last in both directions, ties keep their order (stable). */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => SortValue, direction: SortDirection): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((x, y) => {
      if (isEmpty(x.key) || isEmpty(y.key)) return Number(isEmpty(x.key)) - Number(isEmpty(y.key)) || x.index - y.index;
      return sign * compareValues(x.key, y.key) || x.index - y.index;
    })
    .map(({ row }) => row);
}
