/** GET/HEAD on a table or view. */
import type { Reply } from '../http/reply.ts';
import { groupedKeys, hasAggregates, ReadBuilder } from './build-read.ts';
import { checkStrictPrefs, contentHeaders, execute, explainReply, findTable, negotiateOrFail, type RestContext } from './context.ts';
import { type Negotiated, preferenceApplied } from './parse-headers.ts';
import { Planner, type ReadNode } from './plan.ts';
import type { RestRequest } from './request.ts';
import {
  applyGucs,
  bodyAggregate,
  GUC_COLUMNS,
  isSingular,
  rangeNotSatisfiable,
  rangeStatus,
  singularityError,
  type StatementRow,
  withBody,
} from './respond.ts';
import { Params, qualified } from './sql.ts';

/** CSV rows are the row values' record text, as PostgREST builds them; the header lists the keys. */
export function csvRow(b: ReadBuilder, node: ReadNode): { expr: string; keys: string[] } {
  const parts = b.rowParts(node).filter((p): p is { key: string; value: string } => 'key' in p);
  return { expr: parts.length ? `ROW(${parts.map((p) => p.value).join(', ')})` : 'ROW()', keys: parts.map((p) => p.key) };
}

export function csvBody(row: StatementRow, keys: string[]): string {
  return `${Number(row.page_total) > 0 ? keys.join(',') : ''}\n${row.body ?? ''}`;
}

interface CompiledRead {
  sql: string;
  values: unknown[];
  /** count=planned / estimated: the statement whose plan estimates the rows. */
  explain?: { sql: string; values: unknown[] };
  neg: Negotiated;
  csvKeys: string[];
}

const PLAN_CACHE_SIZE = 500;

/**
 * A GET/HEAD compiles to the same SQL and parameters whenever the URL and the headers that shape it are the
 * same (the caller's role and claims only matter when it runs), so compiled reads are kept per schema cache.
 */
export async function readAction(ctx: RestContext, r: RestRequest, headersOnly: boolean, name: string): Promise<Reply> {
  const h = r.api.headers;
  const key = [r.api.method, name, r.api.search, h.accept, h.prefer, h.range, h['accept-profile']].join('\u0000');
  let compiled = ctx.cache.readPlans.get(key) as CompiledRead | undefined;
  if (!compiled) {
    compiled = compileRead(ctx, r, headersOnly, name);
    if (ctx.cache.readPlans.size >= PLAN_CACHE_SIZE) ctx.cache.readPlans.clear();
    ctx.cache.readPlans.set(key, compiled);
  }
  const { sql, values, neg, csvKeys, explain } = compiled;
  if (neg.plan) return explainReply(ctx, r, neg, sql, values, true);
  const row = await execute(
    ctx,
    r,
    sql,
    values,
    true,
    (row) => {
      if (isSingular(neg) && Number(row.page_total) !== 1) throw singularityError(Number(row.page_total));
    },
    explain,
  );

  const pageTotal = Number(row.page_total);
  const count = totalCount(r, row, ctx.settings.maxRows);
  const { status, range } = rangeStatus(r.topRange, pageTotal, count);
  const headers: Record<string, string> = { 'content-range': range, ...contentHeaders(r, neg) };
  const applied = preferenceApplied({ count: r.prefs.count, transaction: r.prefs.transaction, handling: r.prefs.handling, timezone: r.prefs.timezone });
  if (applied) headers['preference-applied'] = applied;
  let text: string | null;
  if (status === 416) text = JSON.stringify(rangeNotSatisfiable(r.topRange.lower, count).body);
  else if (headersOnly) text = null;
  else text = neg.format === 'csv' ? csvBody(row, csvKeys) : (row.body ?? '');
  return applyGucs(withBody(status, headers, text), row);
}

/** The total for Content-Range: exact, the planner's estimate, or the exact count up to max_rows. */
function totalCount(r: RestRequest, row: StatementRow, maxRows: number | null): number | null {
  const exact = row.total === null ? null : Number(row.total);
  const planned = row.plan_rows ?? null;
  if (r.prefs.count === 'planned') return planned;
  if (r.prefs.count === 'estimated' && exact !== null && maxRows !== null && exact > maxRows) return planned === null ? exact : Math.max(exact, planned);
  return exact;
}

function compileRead(ctx: RestContext, r: RestRequest, headersOnly: boolean, name: string): CompiledRead {
  const table = findTable(ctx.cache, name);
  const planner = new Planner(ctx.cache, ctx.settings);
  const node = planner.plan({ name: table.name, columns: table.columns }, r.query, { rootConditions: true, ranges: true, maxRows: ctx.settings.maxRows });
  const neg = negotiateOrFail(r);
  checkStrictPrefs(r);

  const params = new Params();
  const b = new ReadBuilder(params, ctx.cache.schema);
  const from = qualified(table.schema, table.name);
  let rowExpr = '1';
  let csvKeys: string[] = [];
  let inner: string;
  if (hasAggregates(node)) {
    inner = b.groupedRoot(node, from, neg.format === 'csv' ? 'csv' : 'json');
    csvKeys = groupedKeys(node);
  } else {
    if (!headersOnly) {
      if (neg.format === 'csv') ({ expr: rowExpr, keys: csvKeys } = csvRow(b, node));
      else rowExpr = b.rowObject(node);
    }
    inner = b.rootQuery(node, from, `${rowExpr} AS r`);
  }
  // As PostgREST: exact counts; planned asks the planner; estimated counts up to max_rows, then asks.
  const count = r.prefs.count;
  const total = count === 'exact' ? `(${b.countQuery(node, from)})::text` : count === 'estimated' && ctx.settings.maxRows !== null ? `(${b.countQuery(node, from, ctx.settings.maxRows + 1)})::text` : 'NULL::text';
  let explain: CompiledRead['explain'];
  if (count === 'planned' || count === 'estimated') {
    const p = new Params();
    explain = { sql: new ReadBuilder(p, ctx.cache.schema).countSource(node, from), values: p.values };
  }
  const body = headersOnly ? `''` : bodyAggregate(neg.format);
  const sql = `SELECT ${total} AS total, count(*)::text AS page_total, ${body} AS body, NULL::text AS location, NULL::text AS inserted, ${GUC_COLUMNS} FROM (${inner}) AS _pgrst`;

  return { sql, values: params.values, neg, csvKeys, explain };
}
