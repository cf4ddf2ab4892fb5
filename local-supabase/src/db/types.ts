/** One database layer with two drivers (PGlite and PostgreSQL); every request runs in a transaction. */
export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  /** Rows changed by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows?: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs several statements (no parameters), e.g. a migration file. */
  exec(sql: string): Promise<void>;
}

/** One SQL statement and its parameters. */
export interface Statement {
  sql: string;
  params?: unknown[];
  /**
   * Keep it prepared on the session and only bind it next time: for SQL that repeats. Its result columns
   * must not depend on table definitions (no `select *`), or a schema change makes Postgres refuse it.
   */
  prepare?: boolean;
  /**
   * Set on the statement that makes a transaction run as a request's caller (callerStatement): the PGlite
   * driver applies the role's statement timeout from it (PostgreSQL enforces it itself), and queues the batch
   * with the other requests of the same `key` (the member), whose turns come round-robin with everyone else's.
   */
  caller?: { role: string; readOnly: boolean; key?: string };
}

export interface BatchOptions {
  /** Sees the results before commit; throwing from it rolls the whole batch back. */
  accept?: (results: QueryResult[]) => void;
  /**
   * Served ahead of waiting requests (the realtime change feed: deliveries must not queue behind a burst
   * of writes). PGlite puts it first in its queue; PostgreSQL runs it on a connection of its own.
   */
  priority?: boolean;
}

export interface TransactionOptions {
  readOnly?: boolean;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; rolls back when fn throws. Never call db.* from inside fn: use tx. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Runs the statements in order in one transaction, sent to the database at once and answered at once (one
   * round trip, where transaction() costs one per statement plus BEGIN and COMMIT). Resolves with each
   * statement's result; the first error rolls everything back and rejects.
   */
  batch(statements: Statement[], options?: BatchOptions): Promise<QueryResult[]>;
  /**
   * After DDL: statements prepared by batches are parsed anew next time (a prepared statement keeps the
   * parameter types it was first parsed with).
   */
  forgetPreparedStatements(): void;
  /**
   * Requests running in the database or waiting for it (priority calls not counted): while there are any,
   * the realtime change feed spaces its passes out so that it takes a bounded share of the database.
   */
  busy(): number;
  /** Calls cb with each NOTIFY payload on channel, after commit. Returns an unsubscribe function. */
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A database error with Postgres fields (code is the SQLSTATE). */
export interface PgError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
  table?: string;
  constraint?: string;
  column?: string;
}

export function isPgError(e: unknown): e is PgError {
  return e instanceof Error && typeof (e as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((e as PgError).code!);
}
