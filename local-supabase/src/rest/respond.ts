/** Response pieces shared by reads, writes and calls: Content-Range and status, GUC overrides, bodies. */
import type { Range } from './ast.ts';
import { PgrstError } from './errors.ts';
import type { Negotiated } from './parse-headers.ts';
import type { Reply } from '../http/reply.ts';

/** One row of every statement this service runs. */
export interface StatementRow {
  total: string | null;
  page_total: string;
  body: string | null;
  location: string | null;
  inserted: string | null;
  response_headers: string | null;
  response_status: string | null;
  /** The planner's row estimate, when asked for (count=planned / estimated). */
  plan_rows?: number | null;
}

/** The trailing columns every statement selects (PostgREST's response GUCs). */
export const GUC_COLUMNS =
  "nullif(current_setting('response.headers', true), '') AS response_headers, nullif(current_setting('response.status', true), '') AS response_status";

/** The body aggregate over `_pgrst.r` for a negotiated format. */
export function bodyAggregate(format: Negotiated['format'] | 'none'): string {
  switch (format) {
    case 'json':
      return `coalesce(json_agg(_pgrst.r), '[]')::text`;
    case 'json-stripped':
      return `coalesce(json_strip_nulls(json_agg(_pgrst.r)), '[]')::text`;
    case 'object':
      return `coalesce((json_agg(_pgrst.r)->0)::text, 'null')`;
    case 'object-stripped':
      return `coalesce(json_strip_nulls(json_agg(_pgrst.r)->0)::text, 'null')`;
    case 'csv':
      return `coalesce(string_agg(substr(_pgrst.r::text, 2, length(_pgrst.r::text) - 2), E'\\n'), '')`;
    default:
      return `''`;
  }
}

export const isSingular = (n: Negotiated) => n.format === 'object' || n.format === 'object-stripped';

export function singularityError(rows: number): PgrstError {
  return new PgrstError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
}

export function contentRange(lower: number, upper: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total);
  const inRange = total !== 0 && lower <= upper;
  return `${inRange ? `${lower}-${upper}` : '*'}/${totalText}`;
}

/** Status and Content-Range of a read (PostgREST's rangeStatusHeader). */
export function rangeStatus(top: Range, pageTotal: number, total: number | null): { status: number; range: string } {
  const lower = top.lower;
  const upper = lower + pageTotal - 1;
  let status = 200;
  if (total !== null) {
    if (lower > total) status = 416;
    else if (1 + upper - lower < total) status = 206;
  }
  return { status, range: contentRange(lower, upper, total) };
}

export function rangeNotSatisfiable(offset: number, total: number | null): PgrstError {
  return new PgrstError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total ?? 0} rows.`,
  );
}

/** `response.status` / `response.headers` set by SQL override what PostgREST would send. */
export function applyGucs(reply: Reply, row: StatementRow): Reply {
  let status = reply.status;
  const headers = { ...reply.headers };
  if (row.response_status !== null) {
    const n = Number(row.response_status);
    if (!/^\d+$/.test(row.response_status.trim()) || n < 100 || n > 599) {
      throw new PgrstError(500, 'PGRST112', 'response.status guc must be a valid status code');
    }
    status = n;
  }
  if (row.response_headers !== null) {
    let list: unknown;
    try {
      list = JSON.parse(row.response_headers);
    } catch {
      list = null;
    }
    const valid =
      Array.isArray(list) &&
      list.every((h) => h && typeof h === 'object' && !Array.isArray(h) && Object.keys(h).length === 1 && typeof Object.values(h)[0] === 'string');
    if (!valid) {
      throw new PgrstError(
        500,
        'PGRST111',
        'response.headers guc must be a JSON array composed of objects with a single key and a string value',
      );
    }
    for (const h of list as Record<string, string>[]) {
      const [k, v] = Object.entries(h)[0];
      headers[k.toLowerCase()] = v;
    }
  }
  return { ...reply, status, headers };
}

export function withBody(status: number, headers: Record<string, string>, body: string | null): Reply {
  return body === null ? { status, headers } : { status, headers, body };
}
