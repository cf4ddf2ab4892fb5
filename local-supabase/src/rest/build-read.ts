/**
 * SQL for read trees: a row's JSON object (json_build_object with keys as parameters), embedded resources as
 * correlated subqueries (an object for to-one, json_agg for to-many), `!inner` and `rel=is.null` as EXISTS,
 * filters with every value bound as a parameter.
 */
import type { OpExpr, Range } from './ast.ts';
import { isAllRange, rangeLimit } from './ast.ts';
import type { ColumnRef, Cond, Embed, OrderEntry, ReadNode, SelectEntry } from './plan.ts';
import { isToOne } from './schema-cache.ts';
import { ident, jsonObject, type ObjectPart, type Params, qualified } from './sql.ts';

export const col = (alias: string, name: string) => `${alias}.${ident(name)}`;

export function fieldSql(params: Params, alias: string, ref: ColumnRef): string {
  const base = ref.count ? 'count(*)' : ref.computed ? `${ref.computed.fn}(${alias}::${ref.computed.rowType})` : col(alias, ref.column.name);
  if (ref.jsonPath.length === 0) return base;
  let out = ref.toJson ? `to_jsonb(${base})` : base;
  for (const op of ref.jsonPath) {
    out += op.index ? `${op.arrow}${params.add(op.value, 'int')}` : `${op.arrow}${params.add(op.value, 'text')}`;
  }
  return `(${out})`;
}

function selectValue(params: Params, alias: string, e: SelectEntry): string {
  const v = fieldSql(params, alias, e.ref);
  return e.cast ? `CAST(${v} AS ${e.cast})` : v;
}

/** A Postgres array literal from query-string values (for `in` and quantified operators). */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\0/g, '').replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

const QUANT_SQL = { eq: '=', gte: '>=', gt: '>', lte: '<=', lt: '<', like: 'like', ilike: 'ilike', match: '~', imatch: '~*' } as const;
const SIMPLE_SQL = { neq: '<>', cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' } as const;
const FTS_SQL = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' } as const;
const IS_SQL = { null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' } as const;

function opSql(params: Params, alias: string, ref: ColumnRef, expr: OpExpr): string {
  const op = expr.operation;
  let field = fieldSql(params, alias, ref);
  let rest: string;
  switch (op.kind) {
    case 'quant': {
      const like = op.op === 'like' || op.op === 'ilike';
      const value = like ? op.value.replace(/\*/g, '%') : op.value;
      const p = params.add(value);
      rest = `${QUANT_SQL[op.op]} ${op.quant === 'any' ? `ANY(${p})` : op.quant === 'all' ? `ALL(${p})` : p}`;
      break;
    }
    case 'simple':
      rest = `${SIMPLE_SQL[op.op]} ${params.add(op.value)}`;
      break;
    case 'is':
      rest = `IS ${IS_SQL[op.value]}`;
      break;
    case 'isdistinct':
      rest = `IS DISTINCT FROM ${params.add(op.value)}`;
      break;
    case 'in':
      rest = op.values.length === 1 && op.values[0] === '' ? `= ANY('{}')` : `= ANY(${params.add(arrayLiteral(op.values))})`;
      break;
    case 'fts': {
      const lang = op.lang === null ? '' : `${params.add(op.lang)}, `;
      if (ref.column.baseType !== 'tsvector' || ref.jsonPath.length > 0) field = `to_tsvector(${lang}${field})`;
      rest = `@@ ${FTS_SQL[op.op]}(${lang}${params.add(op.value)})`;
      break;
    }
  }
  return `${expr.not ? 'NOT ' : ''}${field} ${rest}`;
}

export class ReadBuilder {
  constructor(
    readonly params: Params,
    /** The schema the request's tables are in. */
    readonly schema: string,
  ) {}

  cond(alias: string, c: Cond): string {
    switch (c.kind) {
      case 'filter':
        return opSql(this.params, alias, c.ref, c.expr);
      case 'tree':
        return `${c.not ? 'NOT ' : ''}(${c.children.map((x) => this.cond(alias, x)).join(c.op === 'and' ? ' AND ' : ' OR ')})`;
      case 'embed-null':
        return `${c.isNull ? 'NOT ' : ''}${this.exists(c.embed, alias)}`;
    }
  }

  /** Conditions of a node, plus EXISTS for its `!inner` embeds. */
  conditions(node: ReadNode): string[] {
    const out = node.where.map((c) => this.cond(node.alias, c));
    for (const e of node.embeds) if (e.inner) out.push(this.exists(e, node.alias));
    return out;
  }

  /** FROM and the join conditions of an embedded node (its own conditions included). */
  private embedFrom(e: Embed, parent: string): string {
    const n = e.node;
    const joins: string[] = [];
    if (e.rel.computed) {
      const { fn, rowType } = e.rel.computed;
      const where = this.conditions(n);
      return `FROM ${fn}(${parent}::${rowType}) AS ${n.alias}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
    }
    if (e.rel.cardinality === 'm2m') {
      const j = e.rel.junction!;
      const ja = `${n.alias}_j`;
      const on = [
        ...j.targetColumns.map(([t, jc]) => `${col(ja, jc)} = ${col(n.alias, t)}`),
        ...j.sourceColumns.map(([s, jc]) => `${col(ja, jc)} = ${col(parent, s)}`),
      ];
      joins.push(`EXISTS (SELECT 1 FROM ${qualified(this.schema, j.table)} AS ${ja} WHERE ${on.join(' AND ')})`);
    } else {
      for (const [own, other] of e.rel.columns) joins.push(`${col(n.alias, other)} = ${col(parent, own)}`);
    }
    const where = [...joins, ...this.conditions(n)];
    return `FROM ${qualified(this.schema, n.table)} AS ${n.alias} WHERE ${where.join(' AND ')}`;
  }

  /** Whether an embedded resource has a row (for `!inner` and `rel=is.null`). */
  exists(e: Embed, parent: string): string {
    const from = this.embedFrom(e, parent);
    const limit = isToOne(e.rel) ? '' : this.limit(e.node.range);
    if (limit) return `EXISTS (SELECT 1 FROM (SELECT 1 ${from} ${limit}) AS ${e.node.alias}_x)`;
    return `EXISTS (SELECT 1 ${from})`;
  }

  order(node: ReadNode): string {
    if (node.order.length === 0) return '';
    return `ORDER BY ${node.order.map((o) => this.orderTerm(node, o)).join(', ')}`;
  }

  private orderTerm(node: ReadNode, o: OrderEntry): string {
    return this.orderExpr(node, o) + orderSuffix(o);
  }

  private orderExpr(node: ReadNode, o: OrderEntry): string {
    // A column of a to-one embed: its value for this row (null when the embed has no row).
    if (o.embed) return `(SELECT ${fieldSql(this.params, o.embed.node.alias, o.ref)} ${this.embedFrom(o.embed, node.alias)} LIMIT 1)`;
    return fieldSql(this.params, node.alias, o.ref);
  }

  /**
   * The rows of a node with aggregates, `SELECT <row> AS r …`: its values are computed over `fromWhere` (FROM
   * and WHERE of the node), then grouped by every selected value that is not aggregated (embeds as jsonb),
   * as PostgREST groups them; ordered and limited after grouping. A to-one spread with aggregates is hoisted:
   * its values join the node's own, so they are aggregated and grouped with them (as PostgREST does).
   */
  grouped(node: ReadNode, fromWhere: string, format: 'json' | 'csv' = 'json', extra = ''): string {
    const g = `${node.alias}_g`;
    const inner: string[] = [];
    const parts: ObjectPart[] = [];
    const groupBy: string[] = [];
    /** One selected value: `value` is its SQL over the node's rows, `name` its column in the grouped rows. */
    const add = (e: SelectEntry, name: string, value: string) => {
      inner.push(`${value} AS ${name}`);
      if (!e.aggregate) {
        parts.push({ key: e.key, value: `${g}.${name}` });
        groupBy.push(`${g}.${name}`);
        return;
      }
      const agg = e.ref.star ? (value === '1' ? 'count(*)' : `count(${g}.${name})`) : `${e.aggregate.fn}(${g}.${name})`;
      parts.push({ key: e.key, value: e.aggregate.cast ? `CAST(${agg} AS ${e.aggregate.cast})` : agg });
    };
    node.select.forEach((e, i) => add(e, `v${i}`, e.ref.star ? '1' : selectValue(this.params, node.alias, e)));
    const hoisted = new Map<Embed, number>();
    node.embeds.forEach((e, j) => {
      if (e.empty) return;
      // Every to-one spread's values join the node's (those of one that embeds further stay one object).
      if (isHoisted(e) || (e.spread && isToOne(e.rel) && e.node.embeds.length === 0)) {
        hoisted.set(e, j);
        const from = this.embedFrom(e, node.alias);
        e.node.select.forEach((c, i) => {
          const value = c.ref.star ? '1' : selectValue(this.params, e.node.alias, c);
          add(c, `s${j}_${i}`, `(SELECT ${value} ${from} LIMIT 1)`);
        });
        return;
      }
      inner.push(`(${e.spread ? this.spreadObject(e, node.alias) : this.embedValue(e, node.alias)})::jsonb AS e${j}`);
      parts.push(e.spread ? { spread: `${g}.e${j}::json` } : { key: e.key, value: `${g}.e${j}` });
      groupBy.push(`${g}.e${j}`);
    });
    const order = node.order.map((o, k) => {
      // A grouped value can be ordered by; anything else is Postgres's 42803, as with PostgREST.
      const entries = o.embed ? o.embed.node.select : node.select;
      const same = o.embed && !hoisted.has(o.embed) ? -1 : entries.findIndex((e) => !e.aggregate && !e.cast && sameRef(e.ref, o.ref));
      if (same >= 0) return `${g}.${o.embed ? `s${hoisted.get(o.embed)}_${same}` : `v${same}`}${orderSuffix(o)}`;
      inner.push(`${this.orderExpr(node, o)} AS o${k}`);
      return `${g}.o${k}${orderSuffix(o)}`;
    });
    const row = format === 'csv' ? `ROW(${flatten(parts).map((p) => p.value).join(', ')})` : jsonObject(this.params, parts);
    return (
      `SELECT ${row} AS r${extra} FROM (SELECT ${inner.length ? inner.join(', ') : '1'} ${fromWhere}) AS ${g}` +
      `${groupBy.length ? ` GROUP BY ${groupBy.join(', ')}` : ''}${order.length ? ` ORDER BY ${order.join(', ')}` : ''} ${this.limit(node.range)}`
    );
  }

  /** The root rows of a node with aggregates over `from` (a table or the pgrst_source CTE). */
  groupedRoot(node: ReadNode, from: string, format: 'json' | 'csv', extra = ''): string {
    const where = this.conditions(node);
    return this.grouped(node, `FROM ${from} AS ${node.alias}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`, format, extra);
  }

  limit(range: Range): string {
    if (isAllRange(range)) return '';
    const n = rangeLimit(range);
    return `LIMIT ${n === null ? 'ALL' : this.count(n)} OFFSET ${this.count(range.lower)}`;
  }

  /**
   * A row count for LIMIT/OFFSET. A validated safe integer is written as a numeral, as PostgREST does: with
   * a parameter there, Postgres cannot estimate the rows and replans the prepared statement on every call.
   * Anything else stays a parameter, so Postgres reports it out of range.
   */
  private count(n: number): string {
    return Number.isSafeInteger(n) && n >= 0 ? String(n) : this.params.add(String(n), 'bigint');
  }

  /** The parts of a row's JSON object: selected fields, then embeds. */
  rowParts(node: ReadNode): ObjectPart[] {
    const parts: ObjectPart[] = node.select.map((e) => ({ key: e.key, value: selectValue(this.params, node.alias, e) }));
    for (const e of node.embeds) {
      if (e.empty) continue;
      if (e.spread) parts.push({ spread: this.spreadObject(e, node.alias) });
      else parts.push({ key: e.key, value: this.embedValue(e, node.alias) });
    }
    return parts;
  }

  rowObject(node: ReadNode): string {
    return jsonObject(this.params, this.rowParts(node));
  }

  /** An embed's value: an object (or null) for to-one, an array for to-many. */
  private embedValue(e: Embed, parent: string): string {
    const n = e.node;
    if (hasAggregates(n)) {
      const rows = this.grouped({ ...n, range: isToOne(e.rel) ? { lower: 0, upper: 0 } : n.range }, this.embedFrom(e, parent));
      if (isToOne(e.rel)) return `(SELECT ${n.alias}_a.r FROM (${rows}) AS ${n.alias}_a)`;
      return `(SELECT coalesce(json_agg(${n.alias}_a.r), '[]') FROM (${rows}) AS ${n.alias}_a)`;
    }
    if (isToOne(e.rel)) return `(SELECT ${this.rowObject(n)} ${this.embedFrom(e, parent)} LIMIT 1)`;
    const inner = `SELECT ${this.rowObject(n)} AS r ${this.embedFrom(e, parent)} ${this.order(n)} ${this.limit(n.range)}`;
    return `(SELECT coalesce(json_agg(${n.alias}_a.r), '[]') FROM (${inner}) AS ${n.alias}_a)`;
  }

  /** `...rel(cols)`: the embed's keys in the parent object (arrays of values for to-many). */
  private spreadObject(e: Embed, parent: string): string {
    const n = e.node;
    const parts = this.rowParts(n);
    if (isToOne(e.rel)) {
      const nulls = jsonObject(this.params, keysOf(parts).map((key) => ({ key, value: 'NULL' })));
      return `coalesce((SELECT ${jsonObject(this.params, parts)} ${this.embedFrom(e, parent)} LIMIT 1), ${nulls})`;
    }
    const flat = flatten(parts);
    const cols = flat.map((p, i) => `${p.value} AS v${i}`);
    const inner = `SELECT ${cols.length ? cols.join(', ') : '1'} ${this.embedFrom(e, parent)} ${this.order(n)} ${this.limit(n.range)}`;
    const agg = jsonObject(
      this.params,
      flat.map((p, i) => ({ key: p.key, value: `coalesce(json_agg(${n.alias}_s.v${i}), '[]')` })),
    );
    return `(SELECT ${agg} FROM (${inner}) AS ${n.alias}_s)`;
  }

  /**
   * SELECT <columns> FROM … WHERE … ORDER BY … LIMIT for a root node over `from` (a table or the pgrst_source
   * CTE); `columns` is the select list, e.g. "<row object> AS r".
   */
  rootQuery(node: ReadNode, from: string, columns: string): string {
    const where = this.conditions(node);
    return `SELECT ${columns} FROM ${from} AS ${node.alias}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ${this.order(node)} ${this.limit(node.range)}`;
  }

  /** count(*) of the root rows the filters select, ignoring limit and offset (at most `cap` rows). */
  countQuery(node: ReadNode, from: string, cap: number | null = null): string {
    if (cap !== null) return `SELECT count(*) FROM (${this.countSource(node, from)} LIMIT ${cap}) AS ${node.alias}_c`;
    const where = this.conditions(node);
    return `SELECT count(*) FROM ${from} AS ${node.alias}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
  }

  /** The root rows the filters select, one column each: what PostgREST counts and asks the planner about. */
  countSource(node: ReadNode, from: string): string {
    const where = this.conditions(node);
    return `SELECT 1 FROM ${from} AS ${node.alias}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
  }
}

const ownAggregates = (node: ReadNode) => node.select.some((e) => e.aggregate);

/** A to-one spread with aggregates: PostgREST hoists them into the parent. */
const isHoisted = (e: Embed) => e.spread && isToOne(e.rel) && ownAggregates(e.node);

/** The node's rows are grouped: it or a to-one spread of it aggregates. */
export const hasAggregates = (node: ReadNode) => ownAggregates(node) || node.embeds.some(isHoisted);

/** The keys of a grouped node's rows (for the CSV header). */
export function groupedKeys(node: ReadNode): string[] {
  const keys = node.select.map((e) => e.key);
  for (const e of node.embeds) {
    if (e.empty) continue;
    if (isHoisted(e) || (e.spread && isToOne(e.rel) && e.node.embeds.length === 0)) keys.push(...e.node.select.map((c) => c.key));
    else if (!e.spread) keys.push(e.key);
  }
  return keys;
}

function orderSuffix(o: OrderEntry): string {
  return (o.direction ? ` ${o.direction.toUpperCase()}` : '') + (o.nulls ? ` NULLS ${o.nulls.toUpperCase()}` : '');
}

function sameRef(a: ColumnRef, b: ColumnRef): boolean {
  return (
    a.column.name === b.column.name &&
    !a.count === !b.count &&
    !a.computed === !b.computed &&
    a.jsonPath.length === b.jsonPath.length &&
    a.jsonPath.every((j, i) => j.arrow === b.jsonPath[i].arrow && j.value === b.jsonPath[i].value)
  );
}

function keysOf(parts: ObjectPart[]): string[] {
  return parts.flatMap((p) => ('key' in p ? [p.key] : []));
}

/** Key/value parts only: a spread nested in a to-many spread is not supported. */
function flatten(parts: ObjectPart[]): { key: string; value: string }[] {
  return parts.filter((p): p is { key: string; value: string } => 'key' in p);
}
