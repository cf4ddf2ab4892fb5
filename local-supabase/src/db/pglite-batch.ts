/**
 * A batch of statements in one call into PGlite. `PGlite.query()` makes six calls into the WebAssembly
 * module per statement (parse, describe, bind, describe, execute, sync) and a transaction adds BEGIN and
 * COMMIT; a request that sets its caller and runs one statement paid about 0.3 ms per call. Here the whole
 * batch is one extended-protocol message ending in a single Sync, so the statements run in one implicit
 * transaction, exactly as a pipelined client talks to PostgreSQL.
 */
import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import utils from 'pg/lib/utils.js';
import type { BatchOptions, QueryResult, Statement } from './types.ts';

const { serialize } = protocol;

/**
 * Parameters are converted as the pg driver converts them (arrays to Postgres arrays, objects to JSON, …),
 * with their types left to the server: PGlite's own serializers would need a Describe round trip first, and
 * both drivers then treat a value alike.
 */
const toWire = (value: unknown) => utils.prepareValue(value);

function encode(statements: Statement[], openTransaction: boolean): Uint8Array {
  const parts: Uint8Array[] = [];
  if (openTransaction) parts.push(serialize.parse({ text: 'BEGIN' }), serialize.bind({}), serialize.execute({}));
  for (const s of statements) {
    parts.push(
      serialize.parse({ text: s.sql }),
      serialize.bind({ values: (s.params ?? []).map(toWire) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
    );
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

/** Runs the batch while holding both of PGlite's locks, so no query or transaction can interleave. */
export function runPgliteBatch(pg: PGlite, statements: Statement[], options: BatchOptions = {}): Promise<QueryResult[]> {
  const results = (messages: Awaited<ReturnType<PGlite['execProtocolStream']>>, skip: number): QueryResult[] => {
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
  };

  return pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      const { accept } = options;
      // Without a check before commit, the single Sync ends the implicit transaction.
      if (!accept) return results(await pg.execProtocolStream(encode(statements, false)), 0);
      let out: QueryResult[];
      try {
        out = results(await pg.execProtocolStream(encode(statements, true), { syncToFs: false }), 1);
        accept(out);
      } catch (e) {
        await pg.execProtocolStream(serialize.query('ROLLBACK'));
        throw e;
      }
      await pg.execProtocolStream(serialize.query('COMMIT'));
      return out;
    }),
  );
}
