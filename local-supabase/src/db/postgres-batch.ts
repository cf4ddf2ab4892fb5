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
import { rowShape, StepResult, type RowShape, type TypeParsers } from './postgres-rows.ts';
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
  callback: ((err: Error | null, results?: StepResult[]) => void) | undefined;
  private readonly results: StepResult[];
  private index = 0;
  private failure: Error | null = null;
  private parsed = 0;
  private wire: Wire | null = null;
  private readonly onParsed = () => this.parsed++;

  constructor(
    private readonly plan: WirePlan,
    private readonly types: TypeParsers,
    private readonly shapes: Map<string, RowShape>,
  ) {
    // A prepared statement whose columns are known is not described again (see session.shapes).
    this.results = plan.steps.map((step) => new StepResult((step.statement && shapes.get(step.statement)) || null));
  }

  private current(): StepResult {
    return (this.results[this.index] ??= new StepResult(null));
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
      this.plan.steps.forEach((step, i) => {
        if (step.parse) connection.parse(step.parse);
        connection.bind({ statement: step.statement, values: step.values });
        if (!this.results[i].shape) connection.describe({ type: 'P' });
        connection.execute({});
      });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
  }

  handleRowDescription(msg: { fields: pg.FieldDef[] }) {
    const shape = rowShape(msg.fields, this.types);
    this.current().shape = shape;
    const name = this.plan.steps[this.index]?.statement;
    if (name) this.shapes.set(name, shape);
  }

  handleDataRow(msg: { fields: (string | null)[] }) {
    if (this.failure) return;
    try {
      this.current().addRow(msg.fields);
    } catch (e) {
      this.failure = e as Error; // a value no parser understands: reported once the server is ready again
    }
  }

  handleCommandComplete(msg: { text: string }) {
    this.current().complete(msg.text);
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

interface Session {
  cache: StatementCache;
  epoch: number;
  /**
   * The columns of the session's prepared statements, by name, from their first Describe. A statement's result
   * type cannot change under its name: Postgres refuses to run it then (0A000, "cached plan must not change
   * result type") and the batch parses everything anew under new names. Names are never reused.
   */
  shapes: Map<string, RowShape>;
}

const sessions = new WeakMap<pg.ClientBase, Session>();

/** The connection's statements, emptied when `epoch` moved on (see Db.forgetPreparedStatements). */
function sessionFor(client: pg.ClientBase, epoch: number): Session {
  let session = sessions.get(client);
  if (!session) sessions.set(client, (session = { cache: new StatementCache(), epoch, shapes: new Map() }));
  if (session.epoch !== epoch) {
    session.cache.reset();
    session.epoch = epoch;
  }
  return session;
}

function send(client: pg.ClientBase, session: Session, statements: Statement[], types: TypeParsers): Promise<QueryResult[]> {
  let plan: WirePlan;
  try {
    plan = session.cache.plan(statements); // converts the values: one that cannot be sent fails before anything is written
  } catch (e) {
    return Promise.reject(e);
  }
  for (const name of plan.closes) session.shapes.delete(name);
  return new Promise((resolve, reject) => {
    const batch = new StatementBatch(plan, types, session.shapes);
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
export async function runPostgresBatch(client: pg.ClientBase, statements: Statement[], types: TypeParsers, epoch: number): Promise<QueryResult[]> {
  const session = sessionFor(client, epoch);
  try {
    return await send(client, session, statements, types);
  } catch (e) {
    if (!isPgError(e) || !STALE_STATEMENT_CODES.has(e.code!)) throw e;
    session.cache.reset();
    await client.query('rollback'); // ends a transaction the batch opened; only a warning when there is none
    return send(client, session, statements, types);
  }
}
