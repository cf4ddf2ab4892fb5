/** POST (insert, upsert), PUT (single-row upsert), PATCH and DELETE on a table or view. */
import type { Reply } from '../http/reply.ts';
import type { LogicTree } from './ast.ts';
import { col, hasAggregates, ReadBuilder } from './build-read.ts';
import { deleteSql, insertSql, updateSql } from './build-write.ts';
import { checkMaxAffected, checkStrictPrefs, contentHeaders, execute, explainReply, findTable, limitsAffected, negotiateOrFail, type RestContext } from './context.ts';
import { PgrstError, pgLikeError } from './errors.ts';
import { preferenceApplied } from './parse-headers.ts';
import { type Payload, readPayload } from './payload.ts';
import { type Cond, Planner, type ReadNode } from './plan.ts';
import type { RestRequest } from './request.ts';
import { applyGucs, bodyAggregate, contentRange, GUC_COLUMNS, isSingular, singularityError, withBody } from './respond.ts';
import type { Column, Table } from './schema-cache.ts';
import { ident, Params } from './sql.ts';

type Mutation = 'create' | 'upsert' | 'update' | 'delete';

/** Payload keys as PostgREST holds them (a set, so sorted), each a column of the table (PGRST204 otherwise). */
function payloadColumns(table: Table, keys: string[]): Column[] {
  return [...new Set(keys)].sort().map((k) => {
    const c = table.columnMap.get(k);
    if (!c) throw new PgrstError(400, 'PGRST204', `Could not find the '${k}' column of '${table.name}' in the schema cache`);
    return c;
  });
}

/** Columns the representation needs from the written rows: selected ones, join columns, the primary key. */
function neededColumns(node: ReadNode, table: Table): Set<string> {
  const out = new Set<string>(table.pk);
  // A computed field or relationship takes the whole row.
  if ([...node.select.map((e) => e.ref), ...node.order.map((o) => o.ref)].some((r) => r.computed) || node.embeds.some((e) => e.rel.computed)) {
    return new Set(table.columns.map((c) => c.name));
  }
  for (const e of node.select) if (!e.ref.count && !e.ref.star) out.add(e.ref.column.name);
  for (const e of node.embeds) {
    if (e.rel.computed) continue;
    if (e.rel.cardinality === 'm2m') for (const [s] of e.rel.junction!.sourceColumns) out.add(s);
    else for (const [own] of e.rel.columns) out.add(own);
  }
  for (const o of node.order) if (!o.embed && !o.ref.count) out.add(o.ref.column.name);
  return out;
}

/** PUT needs exactly the primary-key columns as `eq` filters and nothing else. */
function checkPutFilters(r: RestRequest, table: Table) {
  const filterKeys = new Set(
    r.query.filters.map((f) => [...f.path, f.filter.field.name].join('.') + f.filter.field.jsonPath.map((j) => j.arrow + j.value).join('')),
  );
  const pk = new Set(table.pk);
  const ok =
    r.query.logic.length === 0 &&
    pk.size > 0 &&
    filterKeys.size === pk.size &&
    [...pk].every((k) => filterKeys.has(k)) &&
    r.query.filters.every(
      (f) => f.path.length > 0 || (!f.filter.expr.not && f.filter.expr.operation.kind === 'quant' && f.filter.expr.operation.op === 'eq' && f.filter.expr.operation.quant === null),
    );
  if (!ok) throw new PgrstError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators");
}

export async function writeAction(ctx: RestContext, r: RestRequest, mutation: Mutation, name: string): Promise<Reply> {
  const table = findTable(ctx.cache, name);
  const prefs = r.prefs;
  const representation = prefs.representation === 'full';

  let payload: Extract<Payload, { kind: 'json' }> | null = null;
  if (mutation !== 'delete') {
    const columnsParam = mutation === 'upsert' ? null : r.query.columns;
    const p = readPayload(await r.api.body(), r.api.headers['content-type'], columnsParam, false);
    if (p.kind !== 'json') throw new Error('unreachable: writes take JSON');
    payload = p;
  }

  const planner = new Planner(ctx.cache, ctx.settings);
  // The representation is read back from the written rows (pgrst_source); root filters went to the write.
  const query = representation ? r.query : { ...r.query, select: [] };
  const node = planner.plan({ name: table.name, columns: table.columns }, query, { rootConditions: false, ranges: false, maxRows: null });

  const columns = payload ? payloadColumns(table, payload.keys) : [];
  if (mutation === 'upsert') checkPutFilters(r, table);
  checkStrictPrefs(r);
  const neg = negotiateOrFail(r, ['json', 'json-stripped', 'object', 'object-stripped']);

  const params = new Params();
  const b = new ReadBuilder(params, ctx.cache.schema);
  const target = 'pgrst_t';
  const conds = (): string[] => {
    const root = { ...node, alias: target, qualifier: table.name, columnMap: table.columnMap, columns: table.columns };
    const out: Cond[] = [];
    for (const l of r.query.logic.filter((x) => x.path.length === 0)) out.push(treeCond(planner, root, l.tree));
    for (const f of r.query.filters.filter((x) => x.path.length === 0)) out.push({ kind: 'filter', ref: planner.ref(root, f.filter.field), expr: f.filter.expr });
    return out.map((c) => b.cond(target, c));
  };

  const returningCols = representation
    ? [...neededColumns(node, table)]
    : prefs.representation === 'headers-only' && mutation === 'create'
      ? table.pk
      : [];
  const returning = (qualify: boolean) =>
    returningCols.length ? returningCols.map((c) => (qualify ? col(target, c) : ident(c))).join(', ') : '1';

  let statement: string;
  const applyDefaults = prefs.missing === 'default';
  switch (mutation) {
    case 'create': {
      let onConflict = null;
      if (prefs.resolution) {
        // Identifiers reach SQL as the catalogue spells them.
        const cols = (r.query.onConflict ?? table.pk).map((c) => {
          const column = table.columnMap.get(c);
          if (!column) throw pgLikeError('42703', `column "${c}" does not exist`);
          return column.name;
        });
        onConflict = { resolution: prefs.resolution, columns: cols };
      }
      statement = insertSql(params, { table, columns, payload: payload!, applyDefaults, onConflict, putConditions: [], returning: returning(false) });
      break;
    }
    case 'upsert': {
      const putConditions = r.query.filters.filter((f) => f.path.length === 0).map((f) => {
        const op = f.filter.expr.operation as Extract<typeof f.filter.expr.operation, { kind: 'quant' }>;
        const column = table.columnMap.get(f.filter.field.name)!; // checkPutFilters: a primary-key column
        return `pgrst_body.${ident(column.name)} = ${params.add(op.value)}`;
      });
      statement = insertSql(params, {
        table,
        columns,
        payload: payload!,
        applyDefaults: false,
        onConflict: { resolution: 'merge-duplicates', columns: table.pk },
        putConditions,
        returning: returning(false),
      });
      break;
    }
    case 'update':
      // An empty body changes nothing (PostgREST does not even look at the filters then).
      statement = updateSql(params, table, target, columns, payload!, applyDefaults, columns.length ? conds() : [], returning(true));
      break;
    case 'delete':
      statement = deleteSql(table, target, conds(), returning(true));
      break;
  }

  const locationCols = prefs.representation === 'headers-only' && mutation === 'create' ? table.pk : [];
  const pkExpr = locationCols.length ? `json_build_array(${locationCols.map((c) => `${col(node.alias, c)}::text`).join(', ')})::text` : 'NULL::text';
  const inner =
    representation && hasAggregates(node)
      ? b.groupedRoot(node, 'pgrst_source', 'json', ', NULL::text AS pk')
      : b.rootQuery(node, 'pgrst_source', `${representation ? b.rowObject(node) : '1'} AS r, ${pkExpr} AS pk`);
  const body = representation ? bodyAggregate(neg.format) : `''`;
  const location = locationCols.length ? `CASE WHEN count(*) = 1 THEN (array_agg(_pgrst.pk))[1] END` : 'NULL::text';
  const sql =
    `WITH pgrst_source AS (${statement}) ` +
    `SELECT NULL::text AS total, count(*)::text AS page_total, ${body} AS body, ${location} AS location, ` +
    `nullif(current_setting('pgrst.inserted', true), '') AS inserted, ${GUC_COLUMNS} FROM (${inner}) AS _pgrst`;

  if (neg.plan) return explainReply(ctx, r, neg, sql, params.values, false);
  // A check holds the transaction open (on PGlite, the only connection) until it has seen the result: only
  // where it can refuse. A plain insert has nothing to check.
  const checked = mutation === 'upsert' || isSingular(neg) || ((mutation === 'update' || mutation === 'delete') && limitsAffected(r));
  const row = await execute(ctx, r, sql, params.values, false, checked ? (row) => {
    const n = Number(row.page_total);
    if (mutation === 'upsert') {
      if (n !== 1) throw new PgrstError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
      return;
    }
    if (isSingular(neg) && n !== 1) throw singularityError(n);
    if (mutation === 'update' || mutation === 'delete') checkMaxAffected(r, n);
  } : undefined);

  const n = Number(row.page_total);
  const counted = prefs.count !== null ? n : null;
  const headers: Record<string, string> = {};
  const applied = preferenceApplied({
    resolution: mutation === 'create' && (table.pk.length > 0 || r.query.onConflict !== null) ? prefs.resolution : null,
    missing: mutation === 'create' || mutation === 'update' ? prefs.missing : null,
    representation: prefs.representation,
    count: prefs.count,
    transaction: prefs.transaction,
    handling: prefs.handling,
    timezone: prefs.timezone,
    maxAffected: mutation === 'update' || mutation === 'delete' ? prefs.maxAffected : null,
  });
  const inserted = row.inserted === null ? null : Number(row.inserted);
  let status: number;
  let text: string | null = null;
  switch (mutation) {
    case 'create': {
      if (row.location !== null) headers.location = locationHeader(table.name, locationCols, JSON.parse(row.location));
      headers['content-range'] = contentRange(1, 0, counted);
      status = prefs.resolution === 'merge-duplicates' && (inserted ?? 0) <= 0 ? 200 : 201;
      break;
    }
    case 'upsert':
      status = representation ? ((inserted ?? 0) > 0 ? 201 : 200) : 204;
      break;
    case 'update':
      headers['content-range'] = contentRange(0, n - 1, counted);
      status = representation ? 200 : 204;
      break;
    case 'delete':
      headers['content-range'] = contentRange(1, 0, counted);
      status = representation ? 200 : 204;
      break;
  }
  if (applied) headers['preference-applied'] = applied;
  if (representation) {
    Object.assign(headers, contentHeaders(r, neg));
    text = row.body ?? '';
  }
  return applyGucs(withBody(status, headers, text), row);
}

function treeCond(planner: Planner, node: ReadNode, t: LogicTree): Cond {
  if (t.kind === 'expr') return { kind: 'tree', not: t.not, op: t.op, children: t.children.map((c) => treeCond(planner, node, c)) };
  return { kind: 'filter', ref: planner.ref(node, t.filter.field), expr: t.filter.expr };
}

/** `/table?pk=eq.value` for the row a headers-only insert created (PostgREST's Location). */
function locationHeader(table: string, pk: string[], values: (string | null)[]): string {
  const q = pk.map((k, i) => `${encodeURIComponent(k)}=${values[i] === null ? 'is.null' : encodeURIComponent(`eq.${values[i]}`)}`);
  return `/${table}?${q.join('&')}`;
}
