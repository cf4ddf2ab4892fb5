/** /rpc/<function>: POST with named arguments in the body, GET/HEAD with arguments in the query string. */
import type { Reply } from '../http/reply.ts';
import { csvBody, csvRow } from './action-read.ts';
import { groupedKeys, hasAggregates, ReadBuilder } from './build-read.ts';
import { callExpr } from './build-call.ts';
import { checkMaxAffected, checkStrictPrefs, contentHeaders, execute, explainReply, limitsAffected, negotiateOrFail, type RestContext } from './context.ts';
import { PgrstError } from './errors.ts';
import { FuzzySet } from './fuzzy.ts';
import { preferenceApplied } from './parse-headers.ts';
import { type Payload, readPayload } from './payload.ts';
import { Planner } from './plan.ts';
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
import type { Routine, SchemaCache } from './schema-cache.ts';
import { Params } from './sql.ts';

type BodyMime = 'application/json' | 'text/plain' | 'text/xml' | 'application/octet-stream' | 'other';

const RAW_PARAM_TYPE: Record<string, string> = {
  'application/json': 'json|jsonb',
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytea',
};

/** PostgREST's overload resolution by argument names (PGRST202 / PGRST203). */
export function findRoutine(cache: SchemaCache, name: string, keys: Set<string>, mime: BodyMime, isPost: boolean): Routine {
  const schema = cache.schema;
  const candidates = (cache.routines.get(name) ?? []).filter((r) => r.callable);
  const rawMime = isPost && (mime === 'text/plain' || mime === 'text/xml' || mime === 'application/octet-stream');
  const matches = (r: Routine) => {
    if (r.params.length === 0) return keys.size === 0 && !rawMime;
    const required = r.params.filter((p) => p.required).map((p) => p.name);
    const optional = new Set(r.params.filter((p) => !p.required).map((p) => p.name));
    const rest = [...keys].filter((k) => !optional.has(k));
    return rest.length === required.length && required.every((k) => keys.has(k));
  };
  const singleUnnamed = (r: Routine) =>
    isPost && r.params.length === 1 && r.params[0].name === '' && (RAW_PARAM_TYPE[mime] ?? '').split('|').includes(r.params[0].type);
  const exact = candidates.filter(matches);
  const fallback = candidates.filter((r) => !matches(r) && singleUnnamed(r));
  if (exact.length === 1) return exact[0];
  if (exact.length === 0 && fallback.length === 1) return fallback[0];
  const ambiguous = exact.length > 1 ? exact : fallback.length > 1 ? fallback : [];
  if (ambiguous.length) {
    const sig = (r: Routine) => `${schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`;
    throw new PgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${ambiguous.map(sig).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const sorted = [...keys].sort();
  const fn = `${schema}.${name}`;
  const withParams = sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`;
  const detailParams =
    sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's ' : ' '}${sorted.join(', ')}`;
  let details: string;
  if (isPost && mime === 'text/plain') details = ' with a single unnamed text parameter';
  else if (isPost && mime === 'text/xml') details = ' with a single unnamed xml parameter';
  else if (isPost && mime === 'application/octet-stream') details = ' with a single unnamed bytea parameter';
  else if (isPost && mime === 'application/json') details = `${detailParams} or with a single unnamed json/jsonb parameter`;
  else details = detailParams;
  let hint: string | null = null;
  if (!rawMime) {
    if (candidates.length === 0) {
      const best = cache.routineFuzzy.getOne(name, 0.75);
      if (best) hint = `Perhaps you meant to call the function ${schema}.${best}`;
    } else {
      const list = (names: string[]) => `(${[...names].sort().join(', ')})`;
      const best = new FuzzySet(candidates.map((r) => list(r.params.map((p) => p.name)))).getOne(list(sorted));
      if (best) hint = `Perhaps you meant to call the function ${schema}.${name}${best}`;
    }
  }
  throw new PgrstError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${rawMime ? '' : withParams} in the schema cache`,
    `Searched for the function ${fn}${details}, but no matches were found in the schema cache.`,
    hint,
  );
}

function bodyMime(contentType: string | undefined): BodyMime {
  const m = (contentType ?? 'application/json').split(';')[0].trim().toLowerCase();
  return m === 'application/json' || m === 'text/plain' || m === 'text/xml' || m === 'application/octet-stream' ? m : 'other';
}

export async function callAction(ctx: RestContext, r: RestRequest, name: string, read: boolean, headersOnly: boolean): Promise<Reply> {
  const mime = bodyMime(r.api.headers['content-type']);
  let payload: Payload | null = null;
  let keys: Set<string>;
  if (read) keys = new Set(r.query.rpcParams.map(([k]) => k));
  else {
    payload = readPayload(await r.api.body(), r.api.headers['content-type'], r.query.columns, true);
    keys = new Set(payload.kind === 'json' ? payload.keys : payload.kind === 'form' ? payload.params.map(([k]) => k) : []);
  }
  const routine = findRoutine(ctx.cache, name, keys, mime, !read);

  const planner = new Planner(ctx.cache, ctx.settings);
  const scalar = routine.returns !== 'composite';
  const node = planner.plan({ name: routine.tableName ?? routine.name, columns: scalar ? [] : routine.columns }, r.query, {
    rootConditions: true,
    ranges: true,
    maxRows: ctx.settings.maxRows,
  });
  const neg = negotiateOrFail(r, scalar ? ['json', 'json-stripped', 'object', 'object-stripped'] : undefined);
  checkStrictPrefs(r);
  // With RPC, max-affected counts the rows the function returns: it must return a set.
  if (r.prefs.handling === 'strict' && r.prefs.maxAffected !== null && !routine.setof) {
    throw new PgrstError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
  }

  const params = new Params();
  const { call, from } = callExpr(params, routine, r, payload);
  const source = scalar
    ? `SELECT ${call} AS pgrst_scalar${from}`
    : from
      ? `SELECT pgrst_call.*${from} CROSS JOIN LATERAL ${call} AS pgrst_call`
      : `SELECT pgrst_call.* FROM ${call} AS pgrst_call`;
  const b = new ReadBuilder(params, ctx.cache.schema);
  let rowExpr = '1';
  let csvKeys: string[] = [];
  let inner: string;
  if (!scalar && hasAggregates(node)) {
    inner = b.groupedRoot(node, 'pgrst_source', neg.format === 'csv' ? 'csv' : 'json');
    csvKeys = groupedKeys(node);
  } else {
    if (!headersOnly) {
      if (routine.returns === 'void') rowExpr = 'NULL';
      else if (scalar) rowExpr = `${node.alias}.pgrst_scalar`;
      else if (neg.format === 'csv') ({ expr: rowExpr, keys: csvKeys } = csvRow(b, node));
      else rowExpr = b.rowObject(node);
    }
    inner = b.rootQuery(node, 'pgrst_source', `${rowExpr} AS r`);
  }
  const single = !routine.setof;
  const format = single && neg.format === 'json' ? 'object' : single && neg.format === 'json-stripped' ? 'object-stripped' : neg.format;
  let body = headersOnly ? `''` : bodyAggregate(format);
  if (!headersOnly && scalar && format === 'object') body = `coalesce((json_agg(_pgrst.r)->0)::text, 'null')`;
  // PostgREST asks the planner only for tables and views: a function's planned count is unknown.
  const counted = r.prefs.count === 'exact' || r.prefs.count === 'estimated';
  const total = counted ? `(${b.countQuery(node, 'pgrst_source')})::text` : 'NULL::text';
  const sql =
    `WITH pgrst_source AS (${source}) ` +
    `SELECT ${total} AS total, count(*)::text AS page_total, ${body} AS body, NULL::text AS location, NULL::text AS inserted, ${GUC_COLUMNS} ` +
    `FROM (${inner}) AS _pgrst`;

  // PostgREST counts a function returning one value or row as one row, whatever the filters left.
  const rows = (row: StatementRow) => (single ? 1 : Number(row.page_total));
  const readOnly = read || routine.volatility !== 'v';
  if (neg.plan) return explainReply(ctx, r, neg, sql, params.values, readOnly);
  const checked = isSingular(neg) || limitsAffected(r); // else nothing to check before the call commits
  const row = await execute(ctx, r, sql, params.values, readOnly, checked ? (row) => {
    if (isSingular(neg) && rows(row) !== 1) throw singularityError(rows(row));
    checkMaxAffected(r, rows(row));
  } : undefined);

  const n = rows(row);
  const count = row.total === null ? null : Number(row.total);
  const { status, range } = rangeStatus(r.topRange, n, count);
  const headers: Record<string, string> = { 'content-range': range };
  const applied = preferenceApplied({ count: r.prefs.count, transaction: r.prefs.transaction, handling: r.prefs.handling, timezone: r.prefs.timezone, maxAffected: r.prefs.maxAffected });
  if (applied) headers['preference-applied'] = applied;
  if (routine.returns === 'void') return applyGucs({ status: 204, headers }, row);
  Object.assign(headers, contentHeaders(r, neg));
  let text: string | null;
  if (status === 416) text = JSON.stringify(rangeNotSatisfiable(r.topRange.lower, count).body);
  else if (headersOnly) text = null;
  else text = neg.format === 'csv' && !scalar ? csvBody(row, csvKeys) : (row.body ?? '');
  return applyGucs(withBody(status, headers, text), row);
}
