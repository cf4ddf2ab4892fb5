/**
 * Relationships between the exposed tables and views, derived from foreign keys the way PostgREST derives
 * them: many-to-one (one-to-one when the key is unique) and its reverse, many-to-many through a junction
 * table, and the same for views that show a relationship's key columns.
 */
import type { Relationship, Table } from './schema-types.ts';

export interface FkRow {
  table: string;
  ftable: string;
  conname: string;
  cols: [string, string][];
  one_to_one: boolean;
}

export interface ViewUsageRow {
  view: string;
  table: string;
  column: string;
}

/** view → base table → (base column → view column), keeping only unambiguous names. */
export function viewColumnMap(rows: ViewUsageRow[]): Map<string, Map<string, Map<string, string>>> {
  const byViewColumn = new Map<string, Set<string>>();
  for (const r of rows) {
    const key = `${r.view}\u0000${r.column}`;
    const set = byViewColumn.get(key) ?? new Set<string>();
    set.add(r.table);
    byViewColumn.set(key, set);
  }
  const out = new Map<string, Map<string, Map<string, string>>>();
  for (const r of rows) {
    if (byViewColumn.get(`${r.view}\u0000${r.column}`)!.size !== 1) continue;
    const perView = out.get(r.view) ?? new Map<string, Map<string, string>>();
    const perTable = perView.get(r.table) ?? new Map<string, string>();
    perTable.set(r.column, r.column);
    perView.set(r.table, perTable);
    out.set(r.view, perView);
  }
  return out;
}

export function buildRelationships(
  tables: Map<string, Table>,
  fks: FkRow[],
  viewColumns: Map<string, Map<string, Map<string, string>>>,
): Map<string, Relationship[]> {
  const isView = (t: string) => tables.get(t)?.isView ?? false;
  const base: Relationship[] = [];
  for (const fk of fks) {
    if (!tables.has(fk.table) || !tables.has(fk.ftable)) continue;
    base.push({
      table: fk.table,
      foreignTable: fk.ftable,
      isSelf: fk.table === fk.ftable,
      cardinality: fk.one_to_one ? 'o2o' : 'm2o',
      constraint: fk.conname,
      columns: fk.cols,
      isParent: false,
      tableIsView: false,
      foreignTableIsView: false,
    });
  }

  // Views that show all the key columns of a relationship take part in it too.
  const viewsOf = (table: string, cols: string[]): { view: string; map: Map<string, string> }[] => {
    const out: { view: string; map: Map<string, string> }[] = [];
    for (const [view, perTable] of viewColumns) {
      const map = perTable.get(table);
      if (map && cols.every((c) => map.has(c))) out.push({ view, map });
    }
    return out;
  };
  const withViews: Relationship[] = [...base];
  for (const r of base) {
    const origins = [{ name: r.table, map: null as Map<string, string> | null }, ...viewsOf(r.table, r.columns.map((c) => c[0])).map((v) => ({ name: v.view, map: v.map }))];
    const targets = [{ name: r.foreignTable, map: null as Map<string, string> | null }, ...viewsOf(r.foreignTable, r.columns.map((c) => c[1])).map((v) => ({ name: v.view, map: v.map }))];
    for (const o of origins) {
      for (const t of targets) {
        if (!o.map && !t.map) continue;
        withViews.push({
          ...r,
          table: o.name,
          foreignTable: t.name,
          isSelf: o.name === t.name,
          columns: r.columns.map(([c, f]) => [o.map ? o.map.get(c)! : c, t.map ? t.map.get(f)! : f]),
          tableIsView: isView(o.name),
          foreignTableIsView: isView(t.name),
        });
      }
    }
  }

  const all: Relationship[] = [...withViews];
  // Many-to-many through a junction table whose primary key holds both foreign keys' columns.
  for (const r1 of base) {
    for (const r2 of base) {
      if (r1.table !== r2.table || r1.constraint === r2.constraint) continue;
      if (r1.cardinality !== 'm2o' || r2.cardinality !== 'm2o') continue;
      const junction = tables.get(r1.table)!;
      const jcols = [...r1.columns.map((c) => c[0]), ...r2.columns.map((c) => c[0])];
      if (!junction.pk.length || !jcols.every((c) => junction.pk.includes(c))) continue;
      all.push({
        table: r1.foreignTable,
        foreignTable: r2.foreignTable,
        isSelf: r1.foreignTable === r2.foreignTable,
        cardinality: 'm2m',
        constraint: junction.name,
        columns: [],
        isParent: false,
        junction: {
          table: junction.name,
          constraint1: r1.constraint,
          constraint2: r2.constraint,
          sourceColumns: r1.columns.map(([j, t]) => [t, j]),
          targetColumns: r2.columns.map(([j, t]) => [t, j]),
        },
        tableIsView: false,
        foreignTableIsView: false,
      });
    }
  }
  // The reverse direction of each many-to-one and one-to-one.
  for (const r of withViews) {
    all.push({
      ...r,
      table: r.foreignTable,
      foreignTable: r.table,
      cardinality: r.cardinality === 'm2o' ? 'o2m' : 'o2o',
      columns: r.columns.map(([c, f]) => [f, c]),
      isParent: r.cardinality === 'o2o',
      tableIsView: r.foreignTableIsView,
      foreignTableIsView: r.tableIsView,
    });
  }

  const byOrigin = new Map<string, Relationship[]>();
  for (const r of all) {
    const list = byOrigin.get(r.table) ?? [];
    list.push(r);
    byOrigin.set(r.table, list);
  }
  return byOrigin;
}
