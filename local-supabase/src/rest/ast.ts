/** The typed request AST the query-string and header parsers produce (PostgREST's ApiRequest types). */

export interface JsonOp {
  arrow: '->' | '->>';
  /** A key, or an array index like "+1" / "-2" when `index` is set. */
  value: string;
  index: boolean;
}

export interface Field {
  name: string;
  jsonPath: JsonOp[];
}

export interface SelectField {
  kind: 'field';
  field: Field;
  alias: string | null;
  cast: string | null;
  aggregate: 'sum' | 'avg' | 'count' | 'max' | 'min' | null;
  aggregateCast: string | null;
}

export interface SelectRelation {
  kind: 'relation';
  name: string;
  alias: string | null;
  hint: string | null;
  joinType: 'inner' | 'left' | null;
  spread: boolean;
  children: SelectItem[];
}

export type SelectItem = SelectField | SelectRelation;

export type QuantOp = 'eq' | 'gte' | 'gt' | 'lte' | 'lt' | 'like' | 'ilike' | 'match' | 'imatch';
export type SimpleOp = 'neq' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj';
export type FtsOp = 'fts' | 'plfts' | 'phfts' | 'wfts';
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; op: FtsOp; lang: string | null; value: string }
  | { kind: 'simple'; op: SimpleOp; value: string }
  | { kind: 'quant'; op: QuantOp; quant: 'any' | 'all' | null; value: string };

export interface OpExpr {
  not: boolean;
  operation: Operation;
}

export interface Filter {
  field: Field;
  expr: OpExpr;
}

export type LogicTree =
  | { kind: 'stmt'; filter: Filter }
  | { kind: 'expr'; not: boolean; op: 'and' | 'or'; children: LogicTree[] };

export interface OrderTerm {
  /** Set for `order=rel(col)`: ordering by a column of a to-one embed. */
  relation: string | null;
  field: Field;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

/** PostgREST's NonnegRange: rows lower..upper (inclusive), upper null for unbounded. */
export interface Range {
  lower: number;
  upper: number | null;
}

export const ALL_RANGE: Range = { lower: 0, upper: null };

export const rangeIsEmpty = (r: Range) => r.upper !== null && r.upper < r.lower;
export const rangeLimit = (r: Range) => (r.upper === null ? null : 1 + r.upper - r.lower);
export const isAllRange = (r: Range) => r.lower === 0 && r.upper === null;
export const hasLimitZero = (r: Range) => r.upper === -1;

export function rangeIntersection(a: Range, b: Range): Range {
  const upper = a.upper === null ? b.upper : b.upper === null ? a.upper : Math.min(a.upper, b.upper);
  return { lower: Math.max(a.lower, b.lower), upper };
}

/** The row cap (`max_rows`) applied to a range: at most `max` rows from its offset. */
export function restrictRange(r: Range, max: number | null): Range {
  if (max === null) return r;
  return rangeIntersection(r, { lower: -Infinity, upper: r.lower + max - 1 });
}

export type EmbedPath = string[];

export interface QueryParams {
  select: SelectItem[];
  /** Filters with an operator, by embed path ([] = the root). */
  filters: { path: EmbedPath; filter: Filter }[];
  /** `key=value` pairs without an operator: function arguments on GET /rpc. */
  rpcParams: [string, string][];
  logic: { path: EmbedPath; tree: LogicTree }[];
  order: { path: EmbedPath; terms: OrderTerm[] }[];
  /** Ranges by key: "limit" for the root, "<embed path>.limit" otherwise. */
  ranges: Map<string, Range>;
  columns: string[] | null;
  onConflict: string[] | null;
}

export interface Preferences {
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  representation: 'full' | 'minimal' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  transaction: 'commit' | 'rollback' | null;
  missing: 'default' | 'null' | null;
  handling: 'strict' | 'lenient' | null;
  maxAffected: number | null;
  /** `timezone=…`: the transaction's TimeZone (an invalid one is Postgres's error, whatever the handling). */
  timezone: string | null;
  invalid: string[];
}
