/**
 * Refuses a member's statement whose planner cost is above a limit before it runs, as hosted Supabase's
 * pg_plan_filter does (`plan_filter.statement_cost_limit`, SQLSTATE 54000 "plan cost limit exceeded"). PGlite
 * has one connection and cannot interrupt a running statement: one member's 8-second scan would hold every
 * other request for 8 seconds. The check runs EXPLAIN as the caller (role, claims, row-level security, so the
 * policies' own cost counts) once per statement shape: REST statements are parameterised, so the shape is the
 * SQL text, and its cost is kept until the schema is reloaded. The values of later requests of the same shape
 * are not planned again (a shape's cost hardly depends on them; a function's declared cost never does).
 * The service role is not checked, as pg_plan_filter leaves superusers alone.
 */
import type { Statement } from '../db/types.ts';
import { PgrstError } from './errors.ts';
import type { SchemaCache } from './schema-cache.ts';

/** Roles whose statements are checked: the members' (anon, authenticated). */
const CHECKED_ROLES = new Set(['anon', 'authenticated']);

export const PLAN_COST_HINT =
  'The plan for your query shows that it would probably have an excessive run time. This may be due to a logic error in the SQL, or it maybe just a very costly query. Rewrite your query or increase the configuration parameter "plan_filter.statement_cost_limit".';

/** Shapes kept per schema cache (a reload makes a new cache, so costs are planned again after DDL). */
const MAX_SHAPES = 2000;
const costs = new WeakMap<SchemaCache, Map<string, Promise<number | null>>>();

export interface PlanCostCheck {
  limit: number;
  role: string;
  schema: SchemaCache;
  /** The caller's setup statements (role, claims, search path), read-only: made only when a shape is planned. */
  setup: () => Statement[];
  sql: string;
  values: unknown[];
  batch(statements: Statement[]): Promise<{ rows: Record<string, unknown>[] }[]>;
}

/** The top node's "Total Cost" of an EXPLAIN (FORMAT JSON) cell (the drivers may or may not parse the JSON). */
function totalCost(cell: unknown): number | null {
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Total Cost'?: number } }[] | undefined;
  const cost = plan?.[0]?.Plan?.['Total Cost'];
  return typeof cost === 'number' ? cost : null;
}

/** Whether a role's statements are checked against the limit (0 turns the check off). */
export const checksPlanCost = (limit: number, role: string) => limit > 0 && CHECKED_ROLES.has(role);

/** Throws PostgREST's answer to 54000 when the statement's plan costs more than the limit (see checksPlanCost). */
export async function checkPlanCost(c: PlanCostCheck): Promise<void> {
  if (!checksPlanCost(c.limit, c.role)) return;
  let shapes = costs.get(c.schema);
  if (!shapes) costs.set(c.schema, (shapes = new Map()));
  const key = `${c.role}\u0000${c.sql}`;
  let cost = shapes.get(key);
  if (cost === undefined) {
    cost = c
      .batch([...c.setup(), { sql: `EXPLAIN (FORMAT JSON) ${c.sql}`, params: c.values }])
      .then((results) => totalCost(Object.values(results[results.length - 1].rows[0] ?? {})[0]))
      // A statement that cannot be planned fails the same way when it runs: let it, and plan it next time.
      .catch(() => {
        shapes.delete(key);
        return null;
      });
    shapes.set(key, cost);
    if (shapes.size > MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
  }
  const planned = await cost;
  if (planned !== null && planned > c.limit) {
    throw new PgrstError(400, '54000', 'plan cost limit exceeded', null, PLAN_COST_HINT);
  }
}
