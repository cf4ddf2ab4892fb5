/**
 * A batch of statements in one round trip to PostgreSQL: every statement's Parse/Bind/Describe/Execute and
 * a single Sync, written together. The statements run in one implicit transaction (as in a libpq pipeline)
 * and the server answers once. node-postgres sends one Sync per query and waits for it, so a request that
 * set its caller inside BEGIN … COMMIT cost four round trips and four wake-ups of the event loop.
 *
 * It is a pg "Submittable" (the extension point pg-cursor and pg-query-stream use): pg hands it the
 * connection to write to and routes the backend's messages to its handle* methods.
 */
import type pg from 'pg';
import { PgResult } from './pg-internals.ts';
import { STALE_STATEMENT_CODES, StatementCache, type WirePlan } from './statement-cache.ts';
import { isPgError, type QueryResult, type Statement } from './types.ts';

/** What pg's Connection offers today (@types/pg still describes an older signature). */
interface Wire {
  stream: { cork?: () => void; uncork?: () => void };
  on(event: 'parseComplete', listener: () => void): void;
  off(event: 'parseComplete', listener: () => void): void;
  close(config: { type: 'S'; name: string }): void;
  parse(config: { name: string; text: string }): void;
  bind(config: { statement: string; values: (string | Buffer | null)[] }): void;
  describe(config: { type: 'P' }): void;
  execute(config: object): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

class StatementBatch implements pg.Submittable {
  callback: ((err: Error | null, results?: PgResult[]) => void) | undefined;
  private readonly results: PgResult[] = [];
  private index = 0;
  private failure: Error | null = null;
  private parsed = 0;
  private wire: Wire | null = null;
  private readonly onParsed = () => this.parsed++;

  constructor(
    private readonly plan: WirePlan,
    private readonly types: unknown,
  ) {}

  private current(): PgResult {
    return (this.results[this.index] ??= new PgResult(undefined, this.types));
  }

  submit(pgConnection: pg.Connection) {
    const connection = pgConnection as unknown as Wire;
    // pg reads ParseComplete itself (for its own named queries); the batch counts them to know which of
    // its statements now exist on the session.
    this.wire = connection;
    connection.on('parseComplete', this.onParsed);
    connection.stream.cork?.();
    try {
      for (const name of this.plan.closes) connection.close({ type: 'S', name });
      for (const step of this.plan.steps) {
        if (step.parse) connection.parse(step.parse);
        connection.bind({ statement: step.statement, values: step.values });
        connection.describe({ type: 'P' });
        connection.execute({});
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
  }

  handleRowDescription(msg: { fields: pg.FieldDef[] }) {
    this.current().addFields(msg.fields);
  }

  handleDataRow(msg: { fields: unknown[] }) {
    if (this.failure) return;
    try {
      const result = this.current();
      result.addRow(result.parseRow(msg.fields));
    } catch (e) {
      this.failure = e as Error; // a value no parser understands: reported once the server is ready again
    }
  }

  handleCommandComplete(msg: { text: string }) {
    this.current().addCommandComplete(msg);
    this.index++;
  }

  handleEmptyQuery() {
    this.current();
    this.index++;
  }

  handlePortalSuspended() {}

  handleCopyInResponse(connection: pg.Connection) {
    (connection as unknown as Wire).sendCopyFail('COPY is not supported here');
  }

  handleCopyData() {}

  private finish() {
    this.wire?.off('parseComplete', this.onParsed);
    this.wire = null;
    this.plan.settle(this.parsed);
  }

  handleError(err: Error) {
    this.finish();
    const callback = this.callback;
    this.callback = undefined;
    callback?.(this.failure ?? err);
  }

  handleReadyForQuery() {
    if (this.failure) return this.handleError(this.failure);
    this.finish();
    const callback = this.callback;
    this.callback = undefined;
    callback?.(null, this.results);
  }
}

const caches = new WeakMap<pg.ClientBase, { cache: StatementCache; epoch: number }>();

/** The connection's statement cache, emptied when `epoch` moved on (see Db.forgetPreparedStatements). */
function cacheFor(client: pg.ClientBase, epoch: number): StatementCache {
  let entry = caches.get(client);
  if (!entry) caches.set(client, (entry = { cache: new StatementCache(), epoch }));
  if (entry.epoch !== epoch) {
    entry.cache.reset();
    entry.epoch = epoch;
  }
  return entry.cache;
}

function send(client: pg.ClientBase, cache: StatementCache, statements: Statement[], types: unknown): Promise<QueryResult[]> {
  let plan: WirePlan;
  try {
    plan = cache.plan(statements); // converts the values: one that cannot be sent fails before anything is written
  } catch (e) {
    return Promise.reject(e);
  }
  return new Promise((resolve, reject) => {
    const batch = new StatementBatch(plan, types);
    batch.callback = (err, results) => {
      if (err) reject(err);
      else resolve(statements.map((_, i) => ({ rows: results?.[i]?.rows ?? [], affectedRows: results?.[i]?.rowCount ?? undefined })));
    };
    client.query(batch as pg.Submittable);
  });
}

/**
 * Runs the statements on `client` in one round trip. A batch that met a prepared statement the session no
 * longer has runs once more with every statement parsed anew.
 */
export async function runPostgresBatch(client: pg.ClientBase, statements: Statement[], types: unknown, epoch: number): Promise<QueryResult[]> {
  const cache = cacheFor(client, epoch);
  try {
    return await send(client, cache, statements, types);
  } catch (e) {
    if (!isPgError(e) || !STALE_STATEMENT_CODES.has(e.code!)) throw e;
    cache.reset();
    await client.query('rollback'); // ends a transaction the batch opened; only a warning when there is none
    return send(client, cache, statements, types);
  }
}
