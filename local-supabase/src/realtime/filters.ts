/**
 * postgres_changes `filter` strings: `col=op.value`, several joined by commas (AND), optional `not.` prefix,
 * PostgREST-style double quotes around values holding reserved characters, `in.(a,"b,c")` lists.
 * Evaluated in SQL against the changed row, typed by the table's own column types.
 */
import { quoteIdent, type TableInfo } from './catalog.ts';

export const FILTER_OPS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'is', 'match', 'imatch', 'isdistinct'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface Filter {
  column: string;
  op: FilterOp;
  /** For `in`, a Postgres array literal `{a,b}`; otherwise the unquoted value. */
  value: string;
  negate: boolean;
}

export class FilterError extends Error {}

/** Splits on commas outside parentheses and double quotes. */
function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let prev = '';
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      if (ch === '\\' && i + 1 < s.length) {
        cur += ch + s[++i];
        prev = s[i];
        continue;
      }
      if (ch === '"') quoted = false;
      cur += ch;
    } else if (ch === '"' && (prev === '.' || prev === '(' || prev === ',')) {
      quoted = true;
      cur += ch;
    } else if (ch === '(') {
      depth++;
      cur += ch;
    } else if (ch === ')') {
      depth = Math.max(0, depth - 1);
      cur += ch;
    } else if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
      prev = '';
      continue;
    } else {
      cur += ch;
    }
    prev = ch;
  }
  out.push(cur);
  return out;
}

/** `"a\"b"` → `a"b`; a value that is not a well-formed quoted string is kept as it is. */
function unquote(v: string): string {
  if (!v.startsWith('"')) return v;
  let out = '';
  for (let i = 1; i < v.length; i++) {
    const ch = v[i];
    if (ch === '\\' && i + 1 < v.length) out += v[++i];
    else if (ch === '"') return i === v.length - 1 ? out : v;
    else out += ch;
  }
  return v;
}

function parseSegment(segment: string): Filter {
  const s = segment.trim();
  if (!s) throw new FilterError('filter must not contain empty segments (check for extra commas)');
  const eq = s.indexOf('=');
  if (eq < 0) throw new FilterError(`["${s}"]`);
  const column = s.slice(0, eq);
  let rest = s.slice(eq + 1);
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice(4);
  const dot = rest.indexOf('.');
  if (dot < 0) throw new FilterError(`["${rest}"]`);
  const op = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  if (!(FILTER_OPS as readonly string[]).includes(op)) throw new FilterError(`["${op}", "${raw}"]`);
  if (op === 'in') {
    if (raw.length < 2 || !raw.startsWith('(') || !raw.endsWith(')')) {
      throw new FilterError('`in` filter value must be wrapped by parentheses');
    }
    return { column, op, value: `{${raw.slice(1, -1)}}`, negate };
  }
  if (op === 'is' && !['null', 'true', 'false', 'unknown'].includes(unquote(raw).toLowerCase())) {
    throw new FilterError('`is` filter value must be null, true, false or unknown');
  }
  return { column, op: op as FilterOp, value: unquote(raw), negate };
}

/** Parses a filter string; an empty or blank string means no filter. Throws FilterError. */
export function parseFilters(filter: string): Filter[] {
  const trimmed = filter.trim();
  if (!trimmed) return [];
  const filters = splitTopLevel(trimmed).map(parseSegment);
  if (filters.some((f) => f.op === 'in' && f.value.split(',').length > 100)) {
    throw new FilterError('`in` filter accepts at most 100 values');
  }
  return filters;
}

/** A stable key for a filter list (bindings with equal keys are evaluated once per change). */
export const filtersKey = (filters: Filter[]) => JSON.stringify(filters);

const COMPARISONS: Partial<Record<FilterOp, string>> = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' };
const PATTERNS: Partial<Record<FilterOp, string>> = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' };

/**
 * SQL for "this row passes all filters" over the row alias `r`, appending values to params (typed by the
 * column through parameter inference, so `5`, `2024-01-01` or a uuid compare as the column's type).
 * Throws FilterError for a column the table does not have.
 */
export function filtersSql(filters: Filter[], table: TableInfo, params: unknown[]): string {
  if (filters.length === 0) return 'true';
  const parts = filters.map((f) => {
    if (!table.byName.has(f.column)) throw new FilterError(`invalid column for filter ${f.column}`);
    const col = `r.${quoteIdent(f.column)}`;
    let expr: string;
    if (f.op === 'is') {
      expr = `${col} is ${f.value.toLowerCase()}`;
    } else {
      params.push(f.value);
      const p = `$${params.length}`;
      if (f.op === 'in') expr = `${col} = any(${p})`;
      else if (f.op === 'isdistinct') expr = `${col} is distinct from ${p}`;
      else if (PATTERNS[f.op]) expr = `${col}::text ${PATTERNS[f.op]} ${p}`;
      else expr = `${col} ${COMPARISONS[f.op]} ${p}`;
    }
    return f.negate ? `not (${expr})` : `(${expr})`;
  });
  return `coalesce(${parts.join(' and ')}, false)`;
}
