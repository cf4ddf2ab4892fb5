import type { App } from '../app.ts';
import { PGLITE_STATEMENT_COST_LIMIT } from '../config.ts';
import { callerStatement } from '../db/request-context.ts';
import type { QueryResult, Statement } from '../db/types.ts';
import type { Reply } from '../http/reply.ts';
import { fromDbError, PgrstError } from './errors.ts';
import { checkPlanCost, checksPlanCost } from './plan-cost.ts';
import { mimeText, negotiate, type Negotiated, type OutputFormat } from './parse-headers.ts';
import type { StatementRow } from './respond.ts';
import type { RestRequest } from './request.ts';
import type { SchemaCache, Table } from './schema-cache.ts';
import type { PgrstSettings } from './settings.ts';
import { ident } from './sql.ts';
import { TRACE, trace } from '../trace.ts';

export interface RestContext {
  app: App;
  /** The cache of the schema the request is for. */
  cache: SchemaCache;
  settings: PgrstSettings;
}

export function findTable(cache: SchemaCache, name: string): Table {
  const table = cache.tables.get(name);
  if (table) return table;
  const hint = cache.tableFuzzy.getOne(name, 0.75);
  throw new PgrstError(
    404,
    'PGRST205',
    `Could not find the table '${cache.schema}.${name}' in the schema cache`,
    null,
    hint ? `Perhaps you meant the table '${cache.schema}.${hint}'` : null,
  );
}

export function negotiateOrFail(r: RestRequest, allowed?: OutputFormat[]): Negotiated {
  const n = negotiate(r.accepts, allowed, r.planEnabled);
  if (n) return n;
  throw new PgrstError(406, 'PGRST107', `None of these media types are available: ${r.accepts.map(mimeText).join(', ')}`);
}

/** `Prefer: handling=strict` rejects preferences PostgREST does not know. */
export function checkStrictPrefs(r: RestRequest) {
  if (r.prefs.handling === 'strict' && r.prefs.invalid.length) {
    throw new PgrstError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${r.prefs.invalid.join(', ')}`);
  }
}

/**
 * Runs one statement for the caller in its own transaction, in one round trip: role and JWT claims first (so
 * Postgres applies row-level security), read-only when PostgREST would be. `check` may throw to roll the
 * transaction back; a read-only statement changed nothing, so its check runs after the transaction.
 */
export async function execute(
  ctx: RestContext,
  r: RestRequest,
  sql: string,
  values: unknown[],
  readOnly: boolean,
  check?: (row: StatementRow) => void,
  explain?: { sql: string; values: unknown[] },
): Promise<StatementRow> {
  if (TRACE) trace('s.execute');
  const setup = callerStatements(r, readOnly);
  const main = setup.length;
  const limit = ctx.app.settings.statementCostLimit ?? (ctx.app.db.kind === 'pglite' ? PGLITE_STATEMENT_COST_LIMIT : 0);
  if (checksPlanCost(limit, r.api.auth.role)) {
    try {
      await checkPlanCost({
        limit,
        role: r.api.auth.role,
        schema: ctx.cache,
        setup: () => callerStatements(r, true),
        sql,
        values,
        batch: (s) => ctx.app.db.batch(s),
      });
    } catch (e) {
      throw fromDbError(e, r.api.auth.role !== 'anon');
    }
  }
  const statements = [...setup, { sql, params: values, prepare: true }];
  // The planner's estimate of the rows (count=planned / estimated), in the same transaction.
  if (explain) statements.push({ sql: `EXPLAIN (FORMAT JSON) ${explain.sql}`, params: explain.values, prepare: true });
  const rollback = !readOnly && endsInRollback(ctx, r);
  // Deferred constraints are checked before the rollback, as PostgREST does, so a dry run reports them.
  if (rollback) statements.push({ sql: 'SET CONSTRAINTS ALL IMMEDIATE', params: [], prepare: true });
  try {
    if (TRACE) trace('s.batch');
    const checked = readOnly || (!check && !rollback) ? NO_CHECK : { accept: acceptWith(main, rollback, check) };
    const results = await ctx.app.db.batch(statements, checked);
    if (TRACE) trace('s.resolved');
    const row = rowOf(results, main);
    if (explain) row.plan_rows = planRows(results[main + 1]);
    if (readOnly) check?.(row);
    return row;
  } catch (e) {
    if (e instanceof RolledBack) return rowOf(e.results, main);
    throw fromDbError(e, r.api.auth.role !== 'anon');
  }
}

const NO_CHECK = {};

/** The main statement's row (`main`: its place in the batch). */
function rowOf(results: QueryResult[], main: number): StatementRow {
  const row = results[main].rows[0] as unknown as StatementRow | undefined;
  // Every statement returns one row; none means the database failed without saying why.
  if (!row) throw new PgrstError(500, 'PGRSTX00', 'The database returned no result for this request');
  return row;
}

/** The check a writing batch runs before it commits: the caller's, then the rollback PostgREST was asked for. */
function acceptWith(main: number, rollback: boolean, check: ((row: StatementRow) => void) | undefined) {
  return (results: QueryResult[]) => {
    check?.(rowOf(results, main));
    if (rollback) throw new RolledBack(results);
  };
}

/**
 * The EXPLAIN output of the statement a request would run, as the caller (pgrst.db_plan_enabled). Like
 * EXPLAIN itself, only `options=analyze` runs the statement (and then a write commits unless rolled back).
 */
export async function explainReply(ctx: RestContext, r: RestRequest, neg: Negotiated, sql: string, values: unknown[], readOnly: boolean): Promise<Reply> {
  const plan = neg.plan!;
  const options = [`FORMAT ${plan.format.toUpperCase()}`, ...plan.options.map((o) => o.toUpperCase())].join(', ');
  const statements = [...callerStatements(r, readOnly), { sql: `EXPLAIN (${options}) ${sql}`, params: values, prepare: true }];
  const rollback = !readOnly && endsInRollback(ctx, r);
  let results: QueryResult[];
  try {
    results = await ctx.app.db.batch(statements, rollback ? { accept: (res) => { throw new RolledBack(res); } } : {});
  } catch (e) {
    if (!(e instanceof RolledBack)) throw fromDbError(e, r.api.auth.role !== 'anon');
    results = e.results;
  }
  const cells = results[statements.length - 1].rows.map((row) => Object.values(row)[0]);
  const body = plan.format === 'json' ? (typeof cells[0] === 'string' ? cells[0] : JSON.stringify(cells[0])) : cells.map((c) => `${c}\n`).join('');
  return { status: 200, headers: contentHeaders(r, neg), body };
}

/** "Plan Rows" of the top node of an EXPLAIN (FORMAT JSON) result (the drivers may or may not parse the JSON). */
function planRows(result: QueryResult): number | null {
  const value = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  const rows = plan?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : null;
}

/**
 * The caller's settings (role, claims, request), then, only when needed, what PostgREST sets per request
 * besides: the search path of a schema other than public (`<schema>, public, extensions`, as Supabase's
 * extra search path), and the `timezone=` preference.
 */
function callerStatements(r: RestRequest, readOnly: boolean): Statement[] {
  const caller = callerStatement(r.api.auth, { method: r.api.method, path: r.api.path, headers: r.api.headers }, { readOnly });
  const out: Statement[] = [{ ...caller, prepare: true }];
  const tz = r.prefs.timezone;
  if (r.schema !== 'public' || tz !== null) {
    const searchPath = r.schema === 'public' ? null : `${ident(r.schema)}, public, extensions`;
    out.push({
      sql: "select set_config('search_path', coalesce($1, current_setting('search_path')), true), set_config('timezone', coalesce($2, current_setting('timezone')), true)",
      params: [searchPath, tz],
      prepare: true,
    });
  }
  return out;
}

/** Thrown from a batch's check to end its transaction in a rollback while keeping the results. */
class RolledBack extends Error {
  constructor(readonly results: QueryResult[]) {
    super('rolled back as asked');
  }
}

/** pgrst.db_tx_end, unless the request's `Prefer: tx=` may and does override it. */
function endsInRollback(ctx: RestContext, r: RestRequest): boolean {
  const tx = r.prefs.transaction;
  if (tx !== null) return tx === 'rollback';
  return ctx.settings.txEnd.startsWith('rollback');
}

/** Whether checkMaxAffected can refuse this request (else a write needs no check before it commits). */
export const limitsAffected = (r: RestRequest) => r.prefs.handling === 'strict' && r.prefs.maxAffected !== null;

/** `Prefer: max-affected` with `handling=strict`: more rows than allowed roll the request back (PGRST124). */
export function checkMaxAffected(r: RestRequest, rows: number) {
  if (limitsAffected(r) && rows > r.prefs.maxAffected!) {
    throw new PgrstError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${rows} rows`);
  }
}

/** Headers every successful body carries: its media type, and the schema when a profile was negotiated. */
export function contentHeaders(r: RestRequest, n: Negotiated): Record<string, string> {
  const h: Record<string, string> = { 'content-type': n.contentType };
  if (r.profileNegotiated) h['content-profile'] = r.schema;
  return h;
}
