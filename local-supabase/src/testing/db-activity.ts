// What the database is doing right now, for tests that must act while a statement runs or waits: awaited as an
// event (polled every 10 ms), never guessed with a fixed sleep.
import type { Db } from '../db/types.ts';

async function until(holds: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`not in ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const countOf = async (db: Db, sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params)).rows[0]!.n;

/**
 * Resolves once a statement whose text contains `fragment` runs on PostgreSQL; on PGlite, whose one session
 * takes requests in turn, once a request is at the database at all.
 */
export function untilStatementRuns(db: Db, fragment: string, timeoutMs = 10_000): Promise<void> {
  const runs =
    db.kind === 'pglite'
      ? async () => db.busy() > 0
      : async () =>
          (await countOf(db, "select count(*)::int as n from pg_stat_activity where state = 'active' and strpos(query, $1) > 0 and pid <> pg_backend_pid()", [
            fragment,
          ])) > 0;
  return until(runs, `a statement with ${fragment} running`, timeoutMs);
}

/** Resolves once a session waits for a lock another one holds (PostgreSQL). */
export function untilWaitingOnLock(db: Db, timeoutMs = 10_000): Promise<void> {
  if (db.kind === 'pglite') throw new Error('PGlite has one session: nothing waits on a lock');
  return until(async () => (await countOf(db, 'select count(*)::int as n from pg_locks where not granted')) > 0, 'a session waiting on a lock', timeoutMs);
}
