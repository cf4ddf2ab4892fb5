/**
 * A batch of statements in one call into PGlite. `PGlite.query()` makes six calls into the WebAssembly
 * module per statement (parse, describe, bind, describe, execute, sync) and a transaction adds BEGIN and
 * COMMIT; a request that sets its caller and runs one statement paid about 0.3 ms per call. Here the whole
 * batch is one extended-protocol message ending in a single Sync, so the statements run in one implicit
 * transaction, exactly as a pipelined client talks to PostgreSQL.
 */
import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import { STALE_STATEMENT_CODES, type StatementCache, type WirePlan } from './statement-cache.ts';
import { isPgError, type QueryResult, type Statement } from './types.ts';

const { serialize } = protocol;

type Messages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

function encode(plan: WirePlan, openTransaction: boolean): Uint8Array {
  const parts: Uint8Array[] = plan.closes.map((name) => serialize.close({ type: 'S', name }));
  if (openTransaction) parts.push(serialize.parse({ text: 'BEGIN' }), serialize.bind({}), serialize.execute({}));
  for (const step of plan.steps) {
    if (step.parse) parts.push(serialize.parse(step.parse));
    parts.push(serialize.bind({ statement: step.statement, values: step.values }), serialize.describe({ type: 'P' }), serialize.execute({}));
  }
  parts.push(serialize.sync());
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

function results(pg: PGlite, messages: Messages, skip: number): QueryResult[] {
  // parseResults reports a running total of affected rows: each statement's own count is the difference.
  let before = 0;
  return parse
    .parseResults(messages, pg.parsers)
    .map((r) => {
      const own = (r.affectedRows ?? 0) - before;
      before = r.affectedRows ?? 0;
      return { rows: r.rows as Record<string, unknown>[], affectedRows: own };
    })
    .slice(skip);
}

/** How a batch ends: without `decide`, its single Sync commits it; with it, the transaction waits for the answer. */
export interface BatchControl {
  /** Sees the results before commit; false (or a throw) rolls the batch back. */
  decide?: (results: QueryResult[]) => boolean | Promise<boolean>;
  /** Called when the batch starts running in the database (after any wait for the connection). */
  onStart?: () => void;
}

async function attempt(pg: PGlite, cache: StatementCache, statements: Statement[], { decide }: BatchControl): Promise<QueryResult[]> {
  const plan = cache.plan(statements);
  const explicit = decide !== undefined;
  const messages = await pg.execProtocolStream(encode(plan, explicit), { throwOnError: false, syncToFs: !explicit });
  plan.settle(messages.filter((m) => m.name === 'parseComplete').length - (explicit ? 1 : 0));
  const error = messages.find((m): m is Messages[number] & Error => m instanceof Error);
  try {
    if (error) throw error;
    const out = results(pg, messages, explicit ? 1 : 0);
    if (!explicit) return out;
    if (await decide(out)) await pg.execProtocolStream(serialize.query('COMMIT'));
    else await pg.execProtocolStream(serialize.query('ROLLBACK'));
    return out;
  } catch (e) {
    if (explicit && pg.isInTransaction()) await pg.execProtocolStream(serialize.query('ROLLBACK'));
    throw e;
  }
}

/**
 * Runs the batch while holding both of PGlite's locks, so no query or transaction can interleave. A batch
 * that met a prepared statement the session no longer has runs once more with every statement parsed anew.
 */
export function runPgliteBatch(pg: PGlite, cache: StatementCache, statements: Statement[], control: BatchControl = {}): Promise<QueryResult[]> {
  return pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      control.onStart?.();
      try {
        return await attempt(pg, cache, statements, control);
      } catch (e) {
        if (!isPgError(e) || !STALE_STATEMENT_CODES.has(e.code!)) throw e;
        cache.reset();
        return attempt(pg, cache, statements, control);
      }
    }),
  );
}
