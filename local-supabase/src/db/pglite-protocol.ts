/** The messages between the server's thread and the PGlite thread (src/db/pglite-thread.ts). */
import type { QueryResult, Statement } from './types.ts';

export interface PgliteThreadData {
  entry: string;
  /** A data directory, or 'memory'. */
  location: string;
  snapshot?: SharedArrayBuffer;
  /**
   * Int32 cells shared with the server's thread: [0] holds the id of a call whose caller gave up (statement
   * timeout). The database thread reads it when the statement returns, to roll back instead of committing.
   */
  cancel: SharedArrayBuffer;
}

/**
 * `priority`: served before waiting requests; `queue`: whose request it is (a member's requests wait in a
 * queue of their own, served in turn with everyone else's: see pglite-thread.ts).
 */
export type Request = { priority?: boolean; queue?: string } & (
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  /** `hold`: keep the transaction open after the statements and wait for a `settle` (commit or not). */
  | { id: number; op: 'batch'; statements: Statement[]; hold: boolean; timed: boolean }
  | { id: number; op: 'settle'; batch: number; commit: boolean }
  | { id: number; op: 'begin'; readOnly: boolean }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'forget' | 'dump' | 'close' | 'roleTimeouts' }
);

export type Response =
  /** `trace` (LOCAL_SUPABASE_TRACE): when the thread received the call, started it and finished it (src/trace.ts). */
  | { id: number; ok: true; value?: unknown; trace?: Record<string, number> }
  | { id: number; ok: false; error: SerializedError }
  /** The call started running in the database (its statement timeout counts from here). */
  | { started: number }
  /** A held batch's results, before it commits: the server's thread answers with a `settle`. */
  | { held: number; results: QueryResult[] }
  | { notify: string; payload: string };

export type SerializedError = Record<string, unknown> & { message: string };

/** An Error rebuilt with the fields of the database error it came from (code, detail, hint, table…). */
export function rebuildError(e: SerializedError): Error {
  const { message, stack, ...fields } = e;
  const error = Object.assign(new Error(message), fields);
  if (typeof stack === 'string') error.stack = stack;
  return error;
}

export function serializeError(e: unknown): SerializedError {
  if (!(e instanceof Error)) return { message: String(e) };
  const out: SerializedError = { message: e.message, stack: e.stack, name: e.name };
  for (const [k, v] of Object.entries(e)) {
    if (v === undefined || typeof v === 'function' || k === 'query' || k === 'params') continue;
    if (typeof v === 'object' && v !== null) continue;
    out[k] = v;
  }
  return out;
}

export const STATEMENT_TIMEOUT_MESSAGE = 'canceling statement due to statement timeout';
