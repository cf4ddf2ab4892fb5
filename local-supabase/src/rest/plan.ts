/**
 * Planning: the request AST resolved against the schema cache into a tree of read nodes (the root table,
 * view, write result or function result, and its embedded resources), with PostgREST's checks and errors.
 */
import type { Field, Filter, JsonOp, LogicTree, OpExpr, OrderTerm, QueryParams, Range, SelectField, SelectItem } from './ast.ts';
import { ALL_RANGE, hasLimitZero, restrictRange } from './ast.ts';
import { PgrstError, pgLikeError } from './errors.ts';
import { FuzzySet, pgColumnHint } from './fuzzy.ts';
import { rangePath } from './parse-query.ts';
import { type Column, isToOne, type Relationship, resolveCastType, routineSql, type SchemaCache } from './schema-cache.ts';
import type { PgrstSettings } from './settings.ts';
import { qualified } from './sql.ts';

/** A column reference, optionally followed by JSON arrows. */
export interface ColumnRef {
  column: Column;
  jsonPath: JsonOp[];
  /** Non-JSON columns are converted with to_jsonb() before arrows apply. */
  toJson: boolean;
  /** A computed field: this function of the row (SQL names from the catalogue). */
  computed?: { fn: string; rowType: string };
  /** `count` where no such column exists: count(*) of the rows, as Postgres's `t.count` gives PostgREST. */
  count?: true;
  /** `count()`: the whole row (count(*)). */
  star?: true;
}

export interface SelectEntry {
  key: string;
  ref: ColumnRef;
  /** A qualified type name from the catalogue (applied to the column, before any aggregate). */
  cast: string | null;
  /** `col.sum()` & co (pgrst.db_aggregates_enabled), with the cast of its result. */
  aggregate?: { fn: 'sum' | 'avg' | 'count' | 'max' | 'min'; cast: string | null };
}

export interface Embed {
  /** Output key: the alias, else the name as written. */
  key: string;
  rel: Relationship;
  node: ReadNode;
  inner: boolean;
  spread: boolean;
  /** `rel()`: nothing selected, present only to filter by. */
  empty: boolean;
}

export type Cond =
  | { kind: 'filter'; ref: ColumnRef; expr: OpExpr }
  | { kind: 'embed-null'; isNull: boolean; embed: Embed }
  | { kind: 'tree'; not: boolean; op: 'and' | 'or'; children: Cond[] };

export interface OrderEntry {
  /** Set when ordering by a column of a to-one embed. */
  embed: Embed | null;
  ref: ColumnRef;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

export interface ReadNode {
  /** The table or view the rows come from (the function's result type for calls). */
  table: string;
  columns: Column[];
  columnMap: Map<string, Column>;
  /** The name Postgres would print in "column x.y does not exist". */
  qualifier: string;
  /** A synthetic SQL alias, unique in the statement. */
  alias: string;
  select: SelectEntry[];
  embeds: Embed[];
  where: Cond[];
  order: OrderEntry[];
  range: Range;
}

/** The unresolved tree built from `select`, to which filters, orders and ranges attach by embed path. */
interface Draft {
  name: string;
  alias: string | null;
  hint: string | null;
  joinType: 'inner' | 'left' | null;
  spread: boolean;
  depth: number;
  fields: SelectField[];
  children: Draft[];
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[] | null;
  range: Range;
  rel: Relationship | null;
}

export interface RootSource {
  /** Name used to find relationships and in error messages (table, view, or the function's table/name). */
  name: string;
  columns: Column[];
}

export interface PlanOptions {
  /** Root filters and logic apply to the read (false for writes: they go to the write's WHERE instead). */
  rootConditions: boolean;
  /** Ranges apply (not for writes) and max_rows caps every level. */
  ranges: boolean;
  maxRows: number | null;
}

const notEmbedded = (name: string) =>
  new PgrstError(400, 'PGRST108', `'${name}' is not an embedded resource in this request`, null, `Verify that '${name}' is included in the 'select' query parameter.`);

export class Planner {
  private aliasCounter = 0;

  constructor(
    private readonly cache: SchemaCache,
    private readonly settings: Pick<PgrstSettings, 'aggregatesEnabled'>,
  ) {}

  nextAlias(): string {
    return `t${this.aliasCounter++}`;
  }

  /** Builds and resolves the read tree for a request. */
  plan(root: RootSource, qp: QueryParams, opts: PlanOptions): ReadNode {
    const draft = this.draft(root.name, qp.select);
    this.attach(draft, qp, opts);
    this.addRels(draft, root.name);
    this.checkRelatedOrders(draft, root.name);
    this.checkAggregates(draft);
    const node = this.resolve(draft, root.columns, root.name, opts, 0);
    checkEmbedNames(node, 1);
    return node;
  }

  private draft(rootName: string, select: SelectItem[]): Draft {
    const make = (name: string, depth: number, item: Extract<SelectItem, { kind: 'relation' }> | null): Draft => ({
      name,
      alias: item?.alias ?? null,
      hint: item?.hint ?? null,
      joinType: item?.joinType ?? null,
      spread: item?.spread ?? false,
      depth,
      fields: [],
      children: [],
      filters: [],
      logic: [],
      order: null,
      range: ALL_RANGE,
      rel: null,
    });
    const fill = (node: Draft, items: SelectItem[]) => {
      for (const item of items) {
        if (item.kind === 'field') node.fields.push(item);
        else {
          const child = make(item.name, node.depth + 1, item);
          fill(child, item.children);
          node.children.push(child);
        }
      }
    };
    const root = make(rootName, 0, null);
    fill(root, select);
    return root;
  }

  private find(root: Draft, path: string[]): Draft {
    let node = root;
    for (const name of path) {
      const next = node.children.find((c) => c.name === name || c.alias === name);
      if (!next) throw notEmbedded(name);
      node = next;
    }
    return node;
  }

  /** Filters, orders, ranges and logic trees go to the node their embed path names (PGRST108 otherwise). */
  private attach(root: Draft, qp: QueryParams, opts: PlanOptions) {
    // PostgREST folds from the right: the last parameter's errors surface first.
    for (const { path, filter } of [...qp.filters].reverse()) {
      if (!opts.rootConditions && path.length === 0) continue;
      this.find(root, path).filters.unshift(filter);
    }
    for (const { path, terms } of [...qp.order].reverse()) this.find(root, path).order = terms;
    if (opts.ranges) {
      for (const [key, range] of qp.ranges) {
        const node = key === 'limit' ? root : this.find(root, rangePath(key));
        node.range = range;
      }
    }
    for (const { path, tree } of [...qp.logic].reverse()) {
      if (!opts.rootConditions && path.length === 0) continue;
      this.find(root, path).logic.unshift(tree);
    }
  }

  private addRels(node: Draft, origin: string) {
    for (const child of node.children) {
      child.rel = this.findRel(origin, child.name, child.hint);
      this.addRels(child, child.rel.foreignTable);
    }
  }

  private findRel(origin: string, target: string, hint: string | null): Relationship {
    const all = this.cache.relationships.get(origin) ?? [];
    const single = (cols: [string, string][], pick: 0 | 1, value: string) => cols.length === 1 && cols[0][pick] === value;
    const matches = all.filter((r) => {
      if (r.computed) return target === r.constraint;
      const card = r.cardinality;
      const cols = r.columns;
      if (r.isSelf) {
        if (hint === null) {
          return (target === r.foreignTable && card === 'o2m') || (card === 'm2o' && single(cols, 0, target));
        }
        return target === r.foreignTable && card === 'o2m' && single(cols, 1, hint);
      }
      if (hint === null) {
        return (
          target === r.foreignTable ||
          (card !== 'm2m' && target === r.constraint && !r.foreignTableIsView) ||
          (card !== 'm2m' && single(cols, 0, target) && !r.foreignTableIsView)
        );
      }
      return (
        target === r.foreignTable &&
        ((card !== 'm2m' && hint === r.constraint) ||
          (card !== 'm2m' && single(cols, 0, hint)) ||
          (card !== 'm2m' && single(cols, 1, hint)) ||
          (card === 'm2m' && hint === r.junction!.table))
      );
    });
    if (matches.length === 1) return matches[0];
    if (matches.length === 0) {
      throw new PgrstError(
        400,
        'PGRST200',
        `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
        `Searched for a foreign key relationship between '${origin}' and '${target}${hint === null ? '' : `' using the hint '${hint}`}' in the schema '${this.cache.schema}', but no matches were found.`,
        this.noRelHint(origin, target, all),
      );
    }
    throw new PgrstError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
      matches.map(describeRel),
      `Try changing '${target}' to one of the following: ${matches.map((r) => `'${r.foreignTable}!${r.cardinality === 'm2m' ? r.junction!.table : r.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }

  private noRelHint(origin: string, target: string, originRels: Relationship[]): string | null {
    if (originRels.length > 0) {
      const children = [...new Set(originRels.map((r) => r.foreignTable))];
      const best = new FuzzySet(children).get(target).find(([score]) => score < 1);
      return best ? `Perhaps you meant '${best[1]}' instead of '${target}'.` : null;
    }
    const parent = this.cache.relOriginFuzzy.getOne(origin);
    return parent ? `Perhaps you meant '${parent}' instead of '${origin}'.` : null;
  }

  /** `order=rel(col)` must name a to-one embed of the same node. */
  private checkRelatedOrders(d: Draft, table: string) {
    for (const t of d.order ?? []) {
      if (t.relation === null) continue;
      const child = d.children.find((c) => (c.alias ?? c.name) === t.relation);
      if (!child) throw notEmbedded(t.relation);
      if (!isToOne(child.rel!)) {
        throw new PgrstError(
          400,
          'PGRST118',
          `A related order on '${t.relation}' is not possible`,
          `'${table}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`,
        );
      }
    }
    for (const c of d.children) this.checkRelatedOrders(c, c.rel!.foreignTable);
  }

  /**
   * Aggregates need pgrst.db_aggregates_enabled (off on hosted Supabase), and are not implemented in to-many
   * spreads (PostgREST) nor, here, in to-one spreads that embed further resources.
   */
  private checkAggregates(d: Draft) {
    if (d.fields.some((f) => f.aggregate)) {
      if (!this.settings.aggregatesEnabled) throw new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
      if (d.spread && d.rel && !isToOne(d.rel)) {
        throw new PgrstError(400, 'PGRST127', 'Feature not implemented', 'Aggregates are not implemented for one-to-many or many-to-many spreads.');
      }
      // Hoisted into the parent, one level deep here.
      if (d.spread && d.children.length) {
        throw new PgrstError(400, 'PGRST127', 'Feature not implemented', 'Aggregates are not implemented here for to-one spreads that embed further resources.');
      }
    }
    for (const c of d.children) this.checkAggregates(c);
  }

  private resolve(d: Draft, columns: Column[], table: string, opts: PlanOptions, depth: number): ReadNode {
    const node: ReadNode = {
      table,
      columns,
      columnMap: new Map(columns.map((c) => [c.name, c])),
      qualifier: depth === 0 ? table : `${table}_${depth}`,
      alias: this.nextAlias(),
      select: [],
      embeds: [],
      where: [],
      order: [],
      range: d.range,
    };

    // Embeds first (PostgREST resolves relationships before it checks related orders and null-embed filters).
    for (const child of d.children) {
      const rel = child.rel!;
      const target = this.cache.tables.get(rel.foreignTable)!;
      const childNode = this.resolve(child, target.columns, target.name, opts, depth + 1);
      node.embeds.push({
        key: child.alias ?? child.name,
        rel,
        node: childNode,
        inner: child.joinType === 'inner',
        spread: child.spread,
        empty: child.fields.length === 0 && isEmptyDraft(child),
      });
    }

    // Column references are checked last, as Postgres would when running PostgREST's query.
    const fields: SelectField[] =
      d.fields.length === 0 && d.children.length === 0
        ? [{ kind: 'field', field: { name: '*', jsonPath: [] }, alias: null, cast: null, aggregate: null, aggregateCast: null }]
        : d.fields;
    for (const f of fields) {
      if (f.aggregate) {
        node.select.push(this.aggregateEntry(node, f));
        continue;
      }
      if (f.field.name === '*' && f.field.jsonPath.length === 0) {
        for (const c of columns) node.select.push({ key: c.name, ref: { column: c, jsonPath: [], toJson: false }, cast: null });
        continue;
      }
      const ref = this.ref(node, f.field);
      node.select.push({ key: f.alias ?? outputKey(f.field), ref, cast: this.castType(f.cast) });
    }
    const embedFor = (name: string) => node.embeds.find((_, i) => d.children[i].name === name || d.children[i].alias === name);
    const cond = (t: LogicTree): Cond => {
      if (t.kind === 'expr') return { kind: 'tree', not: t.not, op: t.op, children: t.children.map(cond) };
      return this.filterCond(node, t.filter, embedFor);
    };
    for (const tree of d.logic) node.where.push(cond(tree));
    for (const f of d.filters) node.where.push(this.filterCond(node, f, embedFor));
    for (const t of d.order ?? []) {
      if (t.relation === null) {
        node.order.push({ embed: null, ref: this.ref(node, t.field), direction: t.direction, nulls: t.nulls });
      } else {
        const embed = node.embeds.find((e) => e.key === t.relation)!;
        node.order.push({ embed, ref: this.ref(embed.node, t.field), direction: t.direction, nulls: t.nulls });
      }
    }
    if (opts.ranges) {
      const r = node.range;
      node.range = hasLimitZero(r) ? r : restrictRange(r, opts.maxRows);
    }
    return node;
  }

  private castType(name: string | null): string | null {
    if (name === null) return null;
    const cast = resolveCastType(this.cache, name);
    if (!cast) throw pgLikeError('42704', `type "${name.trim().toLowerCase()}" does not exist`);
    return cast;
  }

  /** `col.sum()`, `col::type.avg()::type`, `count()`: keyed by the alias, else the function's name. */
  private aggregateEntry(node: ReadNode, f: SelectField): SelectEntry {
    const fn = f.aggregate!;
    const star = f.field.name === '*' && f.field.jsonPath.length === 0;
    const ref: ColumnRef = star
      ? { column: { name: '*', type: 'record', baseType: 'record', isArray: false, nullable: false, default: null }, jsonPath: [], toJson: false, star: true }
      : this.ref(node, f.field);
    return { key: f.alias ?? fn, ref, cast: star ? null : this.castType(f.cast), aggregate: { fn, cast: this.castType(f.aggregateCast) } };
  }

  private filterCond(node: ReadNode, f: Filter, embedFor: (name: string) => Embed | undefined): Cond {
    // `embed=is.null` / `embed=not.is.null` test whether an embedded resource is present.
    if (f.field.jsonPath.length === 0 && f.expr.operation.kind === 'is' && f.expr.operation.value === 'null') {
      const embed = embedFor(f.field.name);
      if (embed) return { kind: 'embed-null', isNull: !f.expr.not, embed };
    }
    return { kind: 'filter', ref: this.ref(node, f.field), expr: f.expr };
  }

  /**
   * A column of the node; else, as Postgres's attribute notation resolves `t.name` for PostgREST, a computed
   * field (a function of the row) or `count`; else Postgres's 42703 with its "Perhaps you meant …" hint.
   */
  ref(node: ReadNode, field: Field): ColumnRef {
    const column = node.columnMap.get(field.name);
    if (!column) {
      const fn = this.cache.computed.get(node.table)?.get(field.name);
      if (fn) {
        const pseudo: Column = { name: fn.name, type: fn.returnType, baseType: fn.returnType, isArray: fn.returnType.startsWith('_'), nullable: true, default: null };
        const isJson = fn.returnType === 'json' || fn.returnType === 'jsonb';
        return { column: pseudo, jsonPath: field.jsonPath, toJson: !isJson, computed: { fn: routineSql(fn), rowType: qualified(this.cache.schema, node.table) } };
      }
      if (field.name === 'count' && field.jsonPath.length === 0) {
        return { column: { name: 'count', type: 'bigint', baseType: 'int8', isArray: false, nullable: false, default: null }, jsonPath: [], toJson: false, count: true };
      }
      throw pgLikeError(
        '42703',
        `column ${node.qualifier}.${field.name} does not exist`,
        null,
        pgColumnHint(node.qualifier, field.name, node.columns.map((c) => c.name)),
      );
    }
    const isJson = column.baseType === 'json' || column.baseType === 'jsonb';
    return { column, jsonPath: field.jsonPath, toJson: !isJson };
  }
}

/**
 * PostgREST joins each embed under the alias `<origin>_<name or alias>_<depth>`; one name used twice at a
 * level makes Postgres refuse the query (42712), which comes after every check of PostgREST's own.
 */
function checkEmbedNames(node: ReadNode, depth: number) {
  const seen = new Set<string>();
  for (const e of node.embeds) {
    if (seen.has(e.key)) throw pgLikeError('42712', `table name "${e.rel.table}_${e.key}_${depth}" specified more than once`);
    seen.add(e.key);
    checkEmbedNames(e.node, depth + 1);
  }
}

function isEmptyDraft(d: Draft): boolean {
  return d.fields.length === 0 && d.children.every(isEmptyDraft);
}

/** The key of a selected field: the last JSON key of its path, else the column name. */
function outputKey(f: Field): string {
  if (f.jsonPath.length === 0) return f.name;
  const last = f.jsonPath[f.jsonPath.length - 1];
  if (!last.index) return last.value;
  const lastKey = [...f.jsonPath].reverse().find((j) => !j.index);
  return lastKey?.value ?? f.name;
}

function describeRel(r: Relationship) {
  const fmt = (cols: string[]) => `(${cols.join(', ')})`;
  const embedding = `${r.table} with ${r.foreignTable}`;
  if (r.cardinality === 'm2m') {
    const j = r.junction!;
    return {
      cardinality: 'many-to-many',
      embedding,
      relationship: `${j.table} using ${j.constraint1}${fmt(j.sourceColumns.map((c) => c[1]))} and ${j.constraint2}${fmt(j.targetColumns.map((c) => c[1]))}`,
    };
  }
  const names = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one' } as const;
  const relationship = `${r.constraint} using ${r.table}${fmt(r.columns.map((c) => c[0]))} and ${r.foreignTable}${fmt(r.columns.map((c) => c[1]))}`;
  return { cardinality: names[r.cardinality], embedding, relationship };
}
