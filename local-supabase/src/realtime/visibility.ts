/** The two questions asked of the database per change: does it pass a binding's filter, may this subscriber read it. */
import type { Db, QueryResult, Statement } from '../db/types.ts';
import type { AuthInfo } from '../http/request.ts';
import { POLICIES_STILL_SQL, quoteIdent, type DbRole, type TableInfo } from './catalog.ts';
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

/**
 * Checks filter lists against an empty row, so bad columns and values that do not cast fail at join time, and
 * refuses a filter on a column the subscriber's role may not select: whether a change arrives answers the filter,
 * so a filter on a hidden column (events.address) would read it one question at a time. Hosted Realtime
 * evaluates filters as the subscriber, where such a filter fails with 42501.
 */
export async function validateFilters(db: Db, table: TableInfo, filters: Filter[], role: DbRole): Promise<void> {
  if (!filters.length) return;
  await evaluateFilters(db, table, [{}], [filters]);
  for (const f of filters) {
    if (!table.byName.get(f.column)?.selectable[role]) {
      throw new FilterPrivilegeError(`permission denied for column ${f.column} of table ${table.name}`);
    }
  }
}

/** A filter on a column the subscriber may not select (Postgres's 42501). */
export class FilterPrivilegeError extends Error {
  readonly code = '42501';
}

export interface RlsGroup {
  auth: Pick<AuthInfo, 'role' | 'claims'>;
  /** Records (at least their primary key) to check, per table. */
  tables: { table: TableInfo; records: Row[] }[];
}

/** A check of some records: its statement, and which records (their indexes) its result says are readable. */
interface Check {
  statement: Statement;
  visible(result: QueryResult): ReadonlySet<number>;
}

/** A Postgres array literal of the values (as the driver would write it): built once, however many groups use it. */
function arrayLiteral(values: unknown[]): string {
  const text = (v: unknown) => (typeof v === 'object' ? JSON.stringify(v) : String(v));
  const element = (v: unknown) => (v === null || v === undefined ? 'NULL' : `"${text(v).replace(/[\\"]/g, '\\$&')}"`);
  return `{${values.map(element).join(',')}}`;
}

/**
 * The 1-based positions a check's single row lists (`{3,1,7}`, or null for none). One aggregated row per check,
 * not a row per readable record: 50 subscribers' checks of a busy pass returned thousands of rows to parse.
 */
function positionsIn(text: string | null | undefined): number[] {
  return text ? text.slice(1, -1).split(',').map(Number) : [];
}

const NONE: ReadonlySet<number> = new Set();

/** Reads a check's answer once per distinct answer: subscribers who may read the same rows share one set. */
function answerReader(toIndexes: (positions: number[]) => number[]): (result: QueryResult) => ReadonlySet<number> {
  const read = new Map<string, ReadonlySet<number>>();
  return (result) => {
    const text = result.rows[0]?.i as string | null | undefined;
    if (!text) return NONE;
    let indexes = read.get(text);
    if (!indexes) read.set(text, (indexes = new Set(toIndexes(positionsIn(text)))));
    return indexes;
  };
}

/**
 * Which of the records the current caller may read: selected by primary key under its policies. A single-column
 * key is looked up with `= any($1)` on the key's type (an index scan whose generic plan serves every subscriber;
 * the rows of a JSON array joined to the table cost about twice as much on PGlite); a pass may hold several
 * changes of one row, which share one key and one answer.
 */
function visibleCheck(table: TableInfo, records: Row[]): Check {
  if (table.pk.length === 1) {
    const pk = table.pk[0];
    const col = `t.${quoteIdent(pk)}`;
    const array = `$1::${table.byName.get(pk)!.sqlType}[]`;
    const positions = new Map<string, number[]>(); // key → indexes of its records
    const keys: unknown[] = [];
    records.forEach((rec, i) => {
      const k = JSON.stringify(rec[pk] ?? null);
      let list = positions.get(k);
      if (!list) {
        positions.set(k, (list = []));
        keys.push(rec[pk]);
      }
      list.push(i);
    });
    const byPosition = [...positions.values()];
    return {
      statement: { sql: `select array_agg(array_position(${array}, ${col}))::text as i from ${table.sql} t where ${col} = any(${array})`, params: [arrayLiteral(keys)], prepare: true },
      visible: answerReader((positions) => positions.flatMap((p) => byPosition[p - 1] ?? [])),
    };
  }
  const match = table.pk.map((c) => `t.${quoteIdent(c)} = r.${quoteIdent(c)}`).join(' and ');
  const keys = records.map((rec) => Object.fromEntries(table.pk.map((c) => [c, rec[c]])));
  return {
    statement: { sql: `select array_agg(e.i)::text as i from ${rowsOf(table)} where exists (select 1 from ${table.sql} t where ${match})`, params: [JSON.stringify(keys)], prepare: true },
    visible: answerReader((positions) => positions.map((p) => p - 1)),
  };
}

// What a subscriber's check needs of the caller settings, as Realtime sets them: role and claims (the first
// statement also sets the search path and read-only, which hold for the whole batch, and generic plans: the
// checks are the same statements for every subscriber, and planning each anew cost more than running it).
// The claims' `sub` is also set as request.jwt.claim.sub, which auth.uid() reads before parsing the claims:
// a policy such as messages' reads auth.uid() in four init plans, each parsing the claims' JSON again, for
// every subscriber of every pass. It is always set (empty without a `sub`), so no group reads the one before.
const SET_SUBSCRIBER =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)";

/** The claims' `sub` as `->> 'sub'` reads it: a string as itself, any other value as JSON, none as ''. */
function subOf(claims: Record<string, unknown> | null | undefined): string {
  const sub = claims?.sub;
  return sub === undefined || sub === null ? '' : typeof sub === 'string' ? sub : JSON.stringify(sub);
}
const START =
  "select set_config('search_path', 'public, extensions', true), set_config('transaction_read_only', 'on', true), " +
  "set_config('plan_cache_mode', 'force_generic_plan', true)";

/** The batch of a pass's checks, and how to read each group's answers (one set of positions per table) from it. */
export interface CheckBatch {
  statements: Statement[];
  answers(results: QueryResult[]): ReadonlySet<number>[][];
  /** Whether the batch's last statement asks if the policies the shortcuts relied on are still the ones read. */
  verifies: boolean;
}

/**
 * Records a role may read without a check (a column of `publicWhen` is true in the record, so the policy passes
 * for every caller) and the others, with their indexes among the records.
 */
interface PublicSplit {
  readable: number[];
  rest: Row[];
  restIndexes: number[];
}

function splitPublic(records: Row[], columns: string[]): PublicSplit {
  const split: PublicSplit = { readable: [], rest: [], restIndexes: [] };
  records.forEach((record, i) => {
    if (columns.some((c) => record[c] === true)) split.readable.push(i);
    else {
      split.rest.push(record);
      split.restIndexes.push(i);
    }
  });
  return split;
}

/**
 * Every group's statements: its role and claims, then one check per table. Groups given the same records array
 * (the feed passes one per set of changes) share one check's parameters, built once. With `share`, two shortcuts
 * save statements:
 * - on a table whose policies do not read the caller (posts: `using (true)`), one check answers every group of its
 *   role: the first group's statement runs and the others read its result (50 subscribers, one statement, not 50);
 * - a record whose `publicWhen` column is true (a published post under `published or (select auth.uid()) =
 *   user_id`) is readable by every caller of the role: only the other records are checked, as each subscriber.
 * The batch then ends by asking whether those tables' policies are still the ones the catalogue read, as one may
 * have changed since; its checks hold their tables' locks, so the answer is the one they ran under.
 */
export function planBatch(groups: RlsGroup[], share: boolean): CheckBatch {
  const checks = new Map<Row[], Check>();
  const checkOf = (table: TableInfo, records: Row[]) => {
    let check = checks.get(records);
    if (!check) checks.set(records, (check = visibleCheck(table, records)));
    return check;
  };
  const splits = new Map<Row[], Map<DbRole, PublicSplit>>();
  const splitOf = (records: Row[], role: DbRole, columns: string[]) => {
    let byRole = splits.get(records);
    if (!byRole) splits.set(records, (byRole = new Map()));
    let split = byRole.get(role);
    if (!split) byRole.set(role, (split = splitPublic(records, columns)));
    return split;
  };
  const statements: Statement[] = [{ sql: START, prepare: true }];
  const answeredFor = new Map<DbRole, Map<Row[], number>>(); // role → records array → its check's statement
  const relied = new Set<TableInfo>();
  type Answer = (results: QueryResult[]) => ReadonlySet<number>;
  const at: Answer[][] = groups.map((group) => {
    const role = group.auth.role;
    let answered = answeredFor.get(role);
    if (!answered) answeredFor.set(role, (answered = new Map()));
    let callerSet = false;
    /** The statement checking `records` as this group (after its caller settings, written once). */
    const check = (table: TableInfo, records: Row[]) => {
      if (!callerSet) {
        const claims = JSON.stringify(group.auth.claims ?? { role: group.auth.role });
        statements.push({ sql: SET_SUBSCRIBER, params: [group.auth.role, claims, subOf(group.auth.claims)], prepare: true });
        callerSet = true;
      }
      statements.push(checkOf(table, records).statement);
      return statements.length - 1;
    };
    return group.tables.map(({ table, records }): Answer => {
      const publicColumns = share ? table.publicWhen[role] : [];
      const split = publicColumns.length ? splitOf(records, role, publicColumns) : null;
      if (split?.readable.length) {
        relied.add(table);
        const readable = new Set(split.readable);
        if (!split.rest.length) return () => readable;
        const index = check(table, split.rest);
        return (results) => {
          const out = new Set(readable);
          for (const i of checks.get(split.rest)!.visible(results[index])) out.add(split.restIndexes[i]);
          return out;
        };
      }
      const sharable = share && table.sameRowsForEveryCaller;
      let index = sharable ? answered.get(records) : undefined;
      if (index !== undefined) relied.add(table);
      else {
        index = check(table, records);
        if (sharable) answered.set(records, index);
      }
      const statement = index;
      return (results) => checks.get(records)!.visible(results[statement]);
    });
  });
  if (relied.size) {
    const tables = [...relied];
    statements.push({ sql: POLICIES_STILL_SQL, params: [arrayLiteral(tables.map((t) => t.oid)), arrayLiteral(tables.map((t) => t.policyDigest))], prepare: true });
  }
  return {
    statements,
    verifies: relied.size > 0,
    answers: (results) => at.map((answers) => answers.map((answer) => answer(results))),
  };
}

/**
 * Which records each subscriber group may read, by selecting them by primary key as that group's role and
 * claims. Every group runs in one read-only batch (one round trip to the database, switching role and
 * claims between groups, as Realtime's apply_rls does in one call). If the policies a shortcut of planBatch
 * relied on are no longer the ones the catalogue read, `onStalePolicies` is called (to read the catalogue
 * again) and every group is checked as itself on every record. If the batch fails, each group is retried
 * alone and a failing group sees nothing.
 */
export async function checkVisibility(
  db: Db,
  groups: RlsGroup[],
  log: (line: string) => void,
  onStalePolicies: () => void = () => {},
  share = true,
): Promise<ReadonlySet<number>[][]> {
  if (groups.length === 0) return [];
  const batch = planBatch(groups, share);
  let results: QueryResult[];
  try {
    results = await db.batch(batch.statements, { priority: true });
  } catch {
    const out: ReadonlySet<number>[][] = [];
    for (const g of groups) out.push(await checkAlone(db, g, log));
    return out;
  }
  if (batch.verifies && results[results.length - 1].rows[0]?.same !== true) {
    onStalePolicies();
    return checkVisibility(db, groups, log, onStalePolicies, false);
  }
  return batch.answers(results);
}

/** One group's checks in a batch of their own; if they fail, the group sees nothing. */
async function checkAlone(db: Db, group: RlsGroup, log: (line: string) => void): Promise<ReadonlySet<number>[]> {
  const batch = planBatch([group], false);
  try {
    return batch.answers(await db.batch(batch.statements, { priority: true }))[0];
  } catch (e) {
    log(`realtime: row-level security check failed for role ${group.auth.role}: ${(e as Error).message}`);
    return group.tables.map(() => new Set());
  }
}
