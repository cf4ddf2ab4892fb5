import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { runPgliteBatch } from './pglite-batch.ts';
import { StatementCache } from './statement-cache.ts';
import type { BatchOptions, Db, Queryable, QueryResult, Statement, TransactionOptions } from './types.ts';

// Opened with the same extension list every time: reopening without one breaks its types and functions.
const extensions = { citext, pg_trgm, pgcrypto, uuid_ossp };

/** PGlite is one connection: a db.* call made inside a transaction callback would wait for itself forever. */
const insideTransaction = new AsyncLocalStorage<true>();

function guard() {
  if (insideTransaction.getStore()) {
    throw new Error('local-supabase: db.query() called inside a transaction; use the transaction handle');
  }
}

export interface PgliteDb extends Db {
  /** An uncompressed tarball of the data directory, to open copies quickly (loadDataDir). */
  dump(): Promise<Blob>;
}

/**
 * PGlite checks boolean and bytea parameters in JS and throws a plain Error for text it does not know
 * ('maybe', or a string for bytea), where PostgreSQL answers 22P02: hand such text to Postgres unchanged,
 * as the pg driver does, so bad input gets the same error on both.
 */
const textSerializers = {
  16: (x: unknown) => (typeof x === 'boolean' ? (x ? 't' : 'f') : String(x)),
  17: (x: unknown) => (x instanceof Uint8Array ? `\\x${Buffer.from(x).toString('hex')}` : String(x)),
};

/** Opens an on-disk data directory, or an in-memory database ('memory'), optionally from a dump. */
export async function openPglite(location: string, snapshot?: Blob): Promise<PgliteDb> {
  let dataDir: string | undefined;
  if (location !== 'memory') {
    mkdirSync(location, { recursive: true });
    dataDir = location;
  }
  const pg = await PGlite.create(dataDir, { extensions, loadDataDir: snapshot, serializers: textSerializers });
  const prepared = new StatementCache();

  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params);
      return { rows: r.rows, affectedRows: r.affectedRows };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });

  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      guard();
      const r = await pg.query<T>(sql, params);
      return { rows: r.rows, affectedRows: r.affectedRows };
    },
    async exec(sql: string) {
      guard();
      await pg.exec(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}) {
      guard();
      return pg.transaction(async (tx) => {
        if (options.readOnly) await tx.query('set transaction read only');
        return insideTransaction.run(true, () => fn(wrap(tx)));
      });
    },
    async batch(statements: Statement[], options?: BatchOptions) {
      guard();
      return runPgliteBatch(pg, prepared, statements, options);
    },
    forgetPreparedStatements() {
      prepared.reset();
    },
    async listen(channel: string, cb: (payload: string) => void) {
      const unsubscribe = await pg.listen(channel, cb);
      return async () => unsubscribe();
    },
    async close() {
      await pg.close();
    },
    dump: () => pg.dumpDataDir('none'),
  };
}
