/** The two questions asked of the database per change: does it pass a binding's filter, may this subscriber read it. */
import type { Db, QueryResult, Statement } from '../db/types.ts';
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
export async function evaluateFilters(db: Db, table: TableInfo, records: Row[], filterSets: Filter[][]): Promise<boolean[][]> {
  const params: unknown[] = [JSON.stringify(records)];
  const exprs = filterSets.map((f, k) => `${filtersSql(f, table, params)} as f${k}`);
  const sql = `select e.i, ${exprs.join(', ')} from ${rowsOf(table)} order by e.i`;
  const [{ rows }] = await db.batch([{ sql, params }], { priority: true });
  return rows.map((row) => filterSets.map((_, k) => row[`f${k}`] === true));
}

/** Checks filter lists against an empty row, so bad columns and values that do not cast fail at join time. */
export async function validateFilters(db: Db, table: TableInfo, filters: Filter[]): Promise<void> {
  if (filters.length) await evaluateFilters(db, table, [{}], [filters]);
}

export interface RlsGroup {
  auth: Pick<AuthInfo, 'role' | 'claims'>;
  /** Records (at least their primary key) to check, per table. */
  tables: { table: TableInfo; records: Row[] }[];
}

/** Which of the records the current caller may read: selected by primary key under its policies. */
function visibleStatement(table: TableInfo, records: Row[]): Statement {
  const match = table.pk.map((c) => `t.${quoteIdent(c)} = r.${quoteIdent(c)}`).join(' and ');
  const keys = records.map((rec) => Object.fromEntries(table.pk.map((c) => [c, rec[c]])));
  return {
    sql: `select e.i from ${rowsOf(table)} where exists (select 1 from ${table.sql} t where ${match})`,
    params: [JSON.stringify(keys)],
    prepare: true,
  };
}

// What a subscriber's check needs of the caller settings, as Realtime sets them: role and claims (the first
// group also sets the search path and read-only, which hold for the whole batch).
const SET_SUBSCRIBER = "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)";
const START = "select set_config('search_path', 'public, extensions', true), set_config('transaction_read_only', 'on', true)";

/** One group's statements: its role and claims, then one check per table. */
function groupStatements(group: RlsGroup): Statement[] {
  const claims = JSON.stringify(group.auth.claims ?? { role: group.auth.role });
  const caller: Statement = { sql: SET_SUBSCRIBER, params: [group.auth.role, claims], prepare: true };
  return [caller, ...group.tables.map(({ table, records }) => visibleStatement(table, records))];
}

const indexes = (result: QueryResult) => new Set(result.rows.map((r) => Number(r.i) - 1));

/**
 * Which records each subscriber group may read, by selecting them by primary key as that group's role and
 * claims. Every group runs in one read-only batch (one round trip to the database, switching role and
 * claims between groups, as Realtime's apply_rls does in one call). If the batch fails, each group is
 * retried alone and a failing group sees nothing.
 */
export async function checkVisibility(db: Db, groups: RlsGroup[], log: (line: string) => void): Promise<Set<number>[][]> {
  if (groups.length === 0) return [];
  const perGroup = groups.map(groupStatements);
  try {
    const results = (await db.batch([{ sql: START, prepare: true }, ...perGroup.flat()], { priority: true })).slice(1);
    let at = 0;
    return perGroup.map((statements) => {
      const out = statements.slice(1).map((_, ti) => indexes(results[at + 1 + ti]));
      at += statements.length;
      return out;
    });
  } catch {
    const out: Set<number>[][] = [];
    for (const [gi, statements] of perGroup.entries()) {
      try {
        out.push((await db.batch([{ sql: START, prepare: true }, ...statements], { priority: true })).slice(2).map(indexes));
      } catch (e) {
        log(`realtime: row-level security check failed for role ${groups[gi].auth.role}: ${(e as Error).message}`);
        out.push(groups[gi].tables.map(() => new Set()));
      }
    }
    return out;
  }
}
