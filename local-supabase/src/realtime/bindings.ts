/** The `postgres_changes` bindings of a join: parsing, table resolution and ids. */
import type { Catalog, TableInfo } from './catalog.ts';
import { FilterError, filtersKey, parseFilters, type Filter } from './filters.ts';

export type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

export interface Binding {
  /** The integer the join reply and every event's `ids` carry. */
  id: number;
  /** The params as the client sent them: echoed back so the client's comparison succeeds. */
  params: Record<string, unknown>;
  event: ChangeEvent;
  /** Keys ("schema.table") of the published tables this binding covers. */
  tables: string[];
  filters: Filter[];
  filtersKey: string;
  /** Restricts the columns sent, when the client asked for `select`. */
  select: string[] | null;
}

export class BindingError extends Error {}

/** FNV-1a over the params' JSON: equal params get equal ids, like the server's hash of the params. */
function bindingId(params: Record<string, unknown>): number {
  const text = JSON.stringify(params, Object.keys(params).sort());
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % 134217728; // 2^27, the range of erlang:phash2/1
}

function eventOf(v: unknown): ChangeEvent {
  if (typeof v !== 'string') return '*';
  const up = v.toUpperCase();
  return up === 'INSERT' || up === 'UPDATE' || up === 'DELETE' ? up : '*';
}

const str = (v: unknown): v is string => typeof v === 'string';

interface Parsed {
  params: Record<string, unknown>;
  event: ChangeEvent;
  schema: string;
  table: string;
  filters: Filter[];
  select: string[] | null;
}

function describe(p: Record<string, unknown>): string {
  const show = (v: unknown) => (v === undefined ? 'nil' : typeof v === 'string' ? v : JSON.stringify(v));
  return `event: ${show(p.event ?? '*')}, schema: ${show(p.schema)}, table: ${show(p.table)}, filters: ${show(p.filter ?? [])}`;
}

function parseOne(raw: unknown): Parsed {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new BindingError(`No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(raw)}`);
  }
  const params = raw as Record<string, unknown>;
  const event = eventOf(params.event);
  let select: string[] | null = null;
  if (params.select !== undefined && params.select !== null) {
    if (!Array.isArray(params.select)) {
      throw new BindingError('Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]');
    }
    const cols = params.select.filter(str);
    select = cols.length ? cols : null;
  }
  const has = (k: string) => params[k] !== undefined && params[k] !== null;
  let schema: string;
  let table: string;
  let filters: Filter[] = [];
  if (str(params.schema) && str(params.table) && has('filter')) {
    if (!str(params.filter)) throw new BindingError(`Error parsing \`filter\` params: ${JSON.stringify(params.filter)}`);
    try {
      filters = parseFilters(params.filter);
    } catch (e) {
      if (e instanceof FilterError) throw new BindingError(`Error parsing \`filter\` params: ${e.message}`);
      throw e;
    }
    [schema, table] = [params.schema, params.table];
  } else if (str(params.schema) && str(params.table) && !has('filter')) {
    [schema, table] = [params.schema, params.table];
  } else if (str(params.schema) && !has('table') && !has('filter')) {
    [schema, table] = [params.schema, '*'];
  } else if (str(params.table) && !has('schema') && !has('filter')) {
    [schema, table] = ['public', params.table];
  } else {
    throw new BindingError(`No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(params)}`);
  }
  if (select && (schema === '*' || table === '*')) {
    throw new BindingError('Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.');
  }
  return { params, event, schema, table, filters, select };
}

/**
 * Parses and resolves the bindings of a join against the published tables. Throws BindingError with
 * Realtime's wording when a binding is malformed or names nothing published.
 */
export function resolveBindings(rawList: unknown, catalog: Catalog): Binding[] {
  if (rawList === undefined || rawList === null) return [];
  if (!Array.isArray(rawList)) throw new BindingError('`postgres_changes` must be a list of bindings');
  const out: Binding[] = [];
  for (const raw of rawList) {
    if (raw === null) continue;
    const p = parseOne(raw);
    const matches = catalog
      .all()
      .filter((t) => (p.schema === '*' || t.schema === p.schema) && (p.table === '*' || t.name === p.table));
    if (matches.length === 0) {
      throw new BindingError(
        `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${describe(p.params)}]`,
      );
    }
    for (const t of matches) checkColumns(p, t);
    out.push({
      id: bindingId(p.params),
      params: p.params,
      event: p.event,
      tables: matches.map((t) => t.key),
      filters: p.filters,
      filtersKey: filtersKey(p.filters),
      select: p.select,
    });
  }
  return out;
}

function checkColumns(p: Parsed, t: TableInfo) {
  for (const c of p.select ?? []) {
    if (!t.byName.has(c)) throw new BindingError(`Error parsing \`select\` params: unknown column ${c} in ${t.key}`);
  }
}

/** Realtime's wording when evaluating a binding's filter fails inside the database. */
export function subscriptionException(params: Record<string, unknown>, message: string): BindingError {
  return new BindingError(
    `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${describe(params)}]. Exception: ${message}`,
  );
}
