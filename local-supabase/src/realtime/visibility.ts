/** The two questions asked of the database per change: does it pass a binding's filter, may this subscriber read it. */
import { applyRequestContext } from '../db/request-context.ts';
import type { Db, Queryable } from '../db/types.ts';
import type { AuthInfo } from '../http/request.ts';
import { quoteIdent, type TableInfo } from './catalog.ts';
import { filtersSql, type Filter } from './filters.ts';
import type { Row } from './payload.ts';

/** The rows of `$1` (a JSON array) as typed rows `r` of the table, numbered `e.i` from 1. */
const rowsOf = (table: TableInfo) =>
  `jsonb_array_elements($1::jsonb) with ordinality as e(v, i) cross join lateral jsonb_populate_record(null::${table.sql}, e.v) as r`;

/**
 * For each record, whether it passes each filter list. One query for all of them; the comparisons use the
 * column types, so `created_at=gt.2024-01-01` compares timestamps.
 */
export async function evaluateFilters(db: Queryable, table: TableInfo, records: Row[], filterSets: Filter[][]): Promise<boolean[][]> {
  const params: unknown[] = [JSON.stringify(records)];
  const exprs = filterSets.map((f, k) => `${filtersSql(f, table, params)} as f${k}`);
  const { rows } = await db.query<Record<string, unknown>>(`select e.i, ${exprs.join(', ')} from ${rowsOf(table)} order by e.i`, params);
  return rows.map((row) => filterSets.map((_, k) => row[`f${k}`] === true));
}

/** Checks filter lists against an empty row, so bad columns and values that do not cast fail at join time. */
export async function validateFilters(db: Queryable, table: TableInfo, filters: Filter[]): Promise<void> {
  if (filters.length) await evaluateFilters(db, table, [{}], [filters]);
}

export interface RlsGroup {
  auth: Pick<AuthInfo, 'role' | 'claims'>;
  /** Records (at least their primary key) to check, per table. */
  tables: { table: TableInfo; records: Row[] }[];
}

async function visibleIn(tx: Queryable, group: RlsGroup): Promise<Set<number>[]> {
  await applyRequestContext(tx, group.auth, { method: 'GET', path: '/realtime/v1' });
  const out: Set<number>[] = [];
  for (const { table, records } of group.tables) {
    const match = table.pk.map((c) => `t.${quoteIdent(c)} = r.${quoteIdent(c)}`).join(' and ');
    const keys = records.map((rec) => Object.fromEntries(table.pk.map((c) => [c, rec[c]])));
    const { rows } = await tx.query<{ i: number }>(
      `select e.i from ${rowsOf(table)} where exists (select 1 from ${table.sql} t where ${match})`,
      [JSON.stringify(keys)],
    );
    out.push(new Set(rows.map((r) => Number(r.i) - 1)));
  }
  return out;
}

/**
 * Which records each subscriber group may read, by selecting them by primary key as that group's role and
 * claims in a READ ONLY transaction: one query per group and table, all groups in one transaction. If the
 * transaction fails, each group is retried alone and a failing group sees nothing.
 */
export async function checkVisibility(db: Db, groups: RlsGroup[], log: (line: string) => void): Promise<Set<number>[][]> {
  if (groups.length === 0) return [];
  try {
    return await db.transaction(async (tx) => {
      const out: Set<number>[][] = [];
      for (const g of groups) out.push(await visibleIn(tx, g));
      return out;
    }, { readOnly: true });
  } catch {
    const out: Set<number>[][] = [];
    for (const g of groups) {
      try {
        out.push(await db.transaction((tx) => visibleIn(tx, g), { readOnly: true }));
      } catch (e) {
        log(`realtime: row-level security check failed for role ${g.auth.role}: ${(e as Error).message}`);
        out.push(g.tables.map(() => new Set()));
      }
    }
    return out;
  }
}
