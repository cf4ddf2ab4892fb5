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
import Result from 'pg/lib/result.js';
import utils from 'pg/lib/utils.js';
import type { QueryResult, Statement } from './types.ts';

/** What pg's Connection offers today (@types/pg still describes an older signature). */
interface Wire {
  stream: { cork?: () => void; uncork?: () => void };
  parse(config: { text: string }): void;
  bind(config: { values: (string | Buffer | null)[] }): void;
  describe(config: { type: 'P' }): void;
  execute(config: object): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

class StatementBatch implements pg.Submittable {
  callback: ((err: Error | null, results?: Result[]) => void) | undefined;
  private readonly results: Result[] = [];
  private index = 0;
  private failure: Error | null = null;

  constructor(
    private readonly statements: { text: string; values: (string | Buffer | null)[] }[],
    private readonly types: unknown,
  ) {}

  private current(): Result {
    return (this.results[this.index] ??= new Result(undefined, this.types));
  }

  submit(pgConnection: pg.Connection) {
    const connection = pgConnection as unknown as Wire;
    connection.stream.cork?.();
    try {
      for (const s of this.statements) {
        connection.parse({ text: s.text });
        connection.bind({ values: s.values });
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

  handleError(err: Error) {
    const callback = this.callback;
    this.callback = undefined;
    callback?.(this.failure ?? err);
  }

  handleReadyForQuery() {
    if (this.failure) return this.handleError(this.failure);
    const callback = this.callback;
    this.callback = undefined;
    callback?.(null, this.results);
  }
}

/**
 * Runs the statements on `client` in one round trip. Values are converted before anything is written, so a
 * value that cannot be sent fails the batch without leaving half of it on the wire.
 */
export function runPostgresBatch(client: pg.ClientBase, statements: Statement[], types: unknown): Promise<QueryResult[]> {
  let prepared: { text: string; values: (string | Buffer | null)[] }[];
  try {
    prepared = statements.map((s) => ({ text: s.sql, values: (s.params ?? []).map((v) => utils.prepareValue(v)) }));
  } catch (e) {
    return Promise.reject(e);
  }
  return new Promise((resolve, reject) => {
    const batch = new StatementBatch(prepared, types);
    batch.callback = (err, results) => {
      if (err) reject(err);
      else resolve(prepared.map((_, i) => ({ rows: results?.[i]?.rows ?? [], affectedRows: results?.[i]?.rowCount ?? undefined })));
    };
    client.query(batch as pg.Submittable);
  });
}
