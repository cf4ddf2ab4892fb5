import type { EmbedPath, Filter, LogicTree, OpExpr, OrderTerm, QueryParams, Range, SelectItem } from './ast.ts';
import { ALL_RANGE, rangeIntersection } from './ast.ts';
import { parseError } from './errors.ts';
import { type Parser, runParser } from './parsec.ts';
import { pColumns, pFieldForest, pFilterExpr, pLogicPath, pLogicTree, pOrder, pRpcFilterExpr, pTreePath } from './parse-grammar.ts';

export interface RawParam {
  key: string;
  /** null for a bare `key` without `=`. */
  value: string | null;
}

/** Percent-decoding with `+` as space, as Haskell's parseQueryReplacePlus does; bad escapes stay literal. */
function urlDecode(s: string): string {
  if (!/[%+]/.test(s)) return s;
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '+') bytes.push(0x20);
    else if (c === '%' && /^[0-9a-fA-F]{2}$/.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Splits a raw query string (without "?") into decoded key/value pairs, in order. */
export function splitQuery(search: string): RawParam[] {
  const out: RawParam[] = [];
  for (const part of search.split(/[&;]/)) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    if (eq < 0) out.push({ key: urlDecode(part), value: null });
    else out.push({ key: urlDecode(part.slice(0, eq)), value: urlDecode(part.slice(eq + 1)) });
  }
  return out;
}

// Parse results by parser and input: apps send the same select/order/filter strings again and again. The
// ASTs are never mutated after parsing, so sharing them is safe.
const memo = new Map<Parser<unknown>, Map<string, ReturnType<typeof runParser>>>();
const MEMO_SIZE = 1000;

/**
 * Deeper nesting than this is refused: recursion that deep would overflow the parser's stack or Postgres's
 * (a 5xx for what is bad input). PostgREST has no such limit; no real request comes near it.
 */
export const MAX_NESTING = 64;

const tooDeep = (name: string) => parseError(`"${name}" (line 1, column 1)`, `nesting deeper than ${MAX_NESTING} levels`);

function run<T>(p: Parser<T>, name: string, input: string): T {
  let byInput = memo.get(p);
  if (!byInput) memo.set(p, (byInput = new Map()));
  const key = `${name}\u0000${input}`;
  let r = byInput.get(key) as ReturnType<typeof runParser<T>> | undefined;
  if (!r) {
    try {
      r = runParser(p, name, input);
    } catch (e) {
      if (e instanceof RangeError) throw tooDeep(name);
      throw e;
    }
    if (byInput.size >= MEMO_SIZE) byInput.clear();
    byInput.set(key, r);
  }
  if (!r.ok) throw parseError(r.message, r.details);
  return r.value;
}

const lastWord = (key: string) => key.slice(key.lastIndexOf('.') + 1);
const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const RESERVED_EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

/**
 * Bracket nesting depth of a value. Postgres parses JSON, arrays and regular expressions recursively: values
 * nested thousands deep exhaust its stack (PGlite then answers nothing at all), so they are refused first.
 */
export function nestingDepth(s: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x5b || c === 0x7b || c === 0x28) {
      if (++depth > max) max = depth;
    } else if ((c === 0x5d || c === 0x7d || c === 0x29) && depth > 0) depth--;
  }
  return max;
}

export const MAX_VALUE_NESTING = 512;

/** Haskell's `readMaybe :: Integer`: optional minus, digits, surrounding whitespace. */
function readInteger(v: string): number | null {
  return /^\s*-?\d+\s*$/.test(v) ? Number(v.trim()) : null;
}

/**
 * The query string as PostgREST reads it. `isRpcRead` (GET/HEAD on /rpc) lets `key=value` pairs without an
 * operator through as function arguments.
 */
export function parseQueryParams(params: RawParam[], isRpcRead: boolean): QueryParams {
  const nonEmpty = params.filter((p): p is { key: string; value: string } => p.value !== null);
  const lookup = (name: string) => params.find((p) => p.key === name)?.value ?? null;

  const order = nonEmpty
    .filter((p) => lastWord(p.key) === 'order')
    .map((p) => {
      const { path } = run(pTreePath, `failed to parse tree path (${p.key})`, p.key);
      const terms: OrderTerm[] = run(pOrder, `failed to parse order (${p.value})`, p.value);
      return { path, terms };
    });

  const logic = nonEmpty
    .filter((p) => ['and', 'or'].includes(lastWord(p.key)))
    .map((p) => {
      const { path, op } = run(pLogicPath, `failed to parse logic path (${p.key})`, p.key);
      const name = `failed to parse logic tree (${p.value})`;
      const tree: LogicTree = run(pLogicTree, name, op + p.value);
      if (treeDepth(tree) > MAX_NESTING) throw tooDeep(name);
      return { path, tree };
    });

  const columnsRaw = lookup('columns');
  const columns = columnsRaw === null ? null : run(pColumns, `failed to parse columns parameter (${columnsRaw})`, columnsRaw);

  const selectRaw = lookup('select') ?? '*';
  const selectName = `failed to parse select parameter (${selectRaw})`;
  const select = run(pFieldForest, selectName, selectRaw);
  if (selectDepth(select) > MAX_NESTING) throw tooDeep(selectName);

  const filters: { path: EmbedPath; filter: Filter }[] = [];
  const rpcParams: [string, string][] = [];
  const opParser: Parser<OpExpr | null> = isRpcRead ? pRpcFilterExpr : pFilterExpr;
  for (const p of nonEmpty) {
    if (RESERVED.has(p.key) || RESERVED_EMBEDDABLE.has(lastWord(p.key))) continue;
    const { path, field } = run(pTreePath, `failed to parse tree path (${p.key})`, p.key);
    const filterName = `failed to parse filter (${p.value})`;
    if (nestingDepth(p.value) > MAX_VALUE_NESTING) {
      throw parseError(`"${filterName}" (line 1, column 1)`, `nesting deeper than ${MAX_VALUE_NESTING} levels`);
    }
    const expr = run(opParser, filterName, p.value);
    if (expr === null) rpcParams.push([field.name, p.value]);
    else filters.push({ path, filter: { field, expr } });
  }

  const onConflictRaw = lookup('on_conflict');
  const onConflict =
    onConflictRaw === null ? null : run(pColumns, `failed to parse on_conflict parameter (${onConflictRaw})`, onConflictRaw);

  // limit/offset by embed path ("limit", "comments.limit"): limit n is rows 0..n-1, offset o shifts them.
  const limits = new Map<string, Range>();
  const offsets = new Map<string, Range>();
  for (const p of nonEmpty) {
    const word = lastWord(p.key);
    if (word === 'limit') {
      const n = readInteger(p.value);
      limits.set(p.key, n === null ? ALL_RANGE : rangeIntersection(ALL_RANGE, { lower: -Infinity, upper: n - 1 }));
    } else if (word === 'offset') {
      const n = readInteger(p.value);
      offsets.set(`${p.key.slice(0, -'offset'.length)}limit`, n === null ? ALL_RANGE : { lower: n, upper: null });
    }
  }
  const ranges = new Map<string, Range>();
  for (const key of new Set([...limits.keys(), ...offsets.keys()])) {
    const l = limits.get(key);
    const o = offsets.get(key);
    if (l && o) {
      const n = l.upper === null ? 0 : 1 + l.upper - l.lower;
      ranges.set(key, { lower: o.lower, upper: o.lower + n - 1 });
    } else ranges.set(key, (l ?? o)!);
  }

  return { select, filters, rpcParams, logic, order, ranges, columns, onConflict };
}

function treeDepth(t: LogicTree): number {
  return t.kind === 'stmt' ? 0 : 1 + Math.max(0, ...t.children.map(treeDepth));
}

function selectDepth(items: SelectItem[]): number {
  return Math.max(0, ...items.map((i) => (i.kind === 'relation' ? 1 + selectDepth(i.children) : 0)));
}

/** The embed path of a range key ("comments.limit" → ["comments"]); parse errors as PostgREST reports them. */
export function rangePath(key: string): EmbedPath {
  return run(pTreePath, `failed to parse tree path (${key})`, key).path;
}
