import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT, type Settings } from '../config.ts';
import { migrate, type MigrationReport, REALTIME_SCHEMA_FILE } from './migrate.ts';
import { openPglite, type PgliteDb } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

type DbSettings = Pick<Settings, 'db' | 'databaseUrl' | 'databaseBusyWaitMs' | 'projectDir' | 'extraMigrationDirs' | 'seed'>;

const CACHE_DIR = path.join(REPO_ROOT, '.data', 'cache');
/** Changes when the way dumps are made changes, so older dumps are not loaded. */
const DUMP_FORMAT = 'checkpointed-1';

/** A hash of everything that shapes a freshly migrated database. */
function contentHash(s: DbSettings): string {
  const h = createHash('sha256');
  h.update(DUMP_FORMAT);
  h.update(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql')));
  h.update(readFileSync(REALTIME_SCHEMA_FILE));
  for (const dir of [s.projectDir, ...s.extraMigrationDirs]) {
    const mdir = path.join(dir, 'migrations');
    if (existsSync(mdir)) {
      for (const f of readdirSync(mdir).sort()) {
        if (!f.endsWith('.sql')) continue;
        h.update(f);
        h.update(readFileSync(path.join(mdir, f)));
      }
    }
  }
  const seed = path.join(s.projectDir, 'seed.sql');
  if (s.seed && existsSync(seed)) {
    h.update(readFileSync(seed));
    // The seed dates its rows from the day it runs (events next week, posts of the last days): a seeded dump
    // is a day's, or a start days later would show this week's events as past.
    h.update(new Date().toISOString().slice(0, 10));
  }
  return h.digest('hex').slice(0, 16);
}

/**
 * Opens and migrates the database. A fresh PGlite database (in memory, or a data directory that does not exist
 * yet) starts from a cached, already migrated dump when one matches the current migrations (creating and
 * migrating PGlite takes seconds; loading a dump about one).
 */
export async function openDb(s: DbSettings): Promise<{ db: Db; report: MigrationReport }> {
  if (s.databaseUrl) {
    const db = await openPostgres(s.databaseUrl, { busyWaitMs: s.databaseBusyWaitMs });
    return { db, report: await migrate(db, s) };
  }
  const isFresh = s.db === 'memory' || !existsSync(s.db) || readdirSync(s.db).length === 0;
  if (!isFresh) {
    const db = await openPglite(s.db);
    return { db, report: await migrate(db, s) };
  }
  const file = path.join(CACHE_DIR, `memory-${contentHash(s)}.tar`);
  if (!existsSync(file)) {
    const db = await openPglite('memory');
    const report = await migrate(db, s);
    await writeDump(db, file);
    if (s.db === 'memory') return { db, report };
    await db.close();
  }
  const db = await openPglite(s.db, readDump(file));
  return { db, report: await migrate(db, s) };
}

/** Dumps read in this process, in shared memory: a test run opens many servers from the same one. */
const dumps = new Map<string, SharedArrayBuffer>();
function readDump(file: string): SharedArrayBuffer {
  let dump = dumps.get(file);
  if (!dump) {
    const bytes = readFileSync(file);
    dump = new SharedArrayBuffer(bytes.byteLength);
    new Uint8Array(dump).set(bytes);
    dumps.set(file, dump);
  }
  return dump;
}

async function writeDump(db: PgliteDb, file: string) {
  mkdirSync(CACHE_DIR, { recursive: true });
  // A sequence WAL-logs 32 values ahead of the one it hands out; a dump without a checkpoint replays that
  // record on load, so every sequence used so far would start 32 higher than on the database it came from.
  await db.exec('checkpoint');
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, new Uint8Array(await (await db.dump()).arrayBuffer()));
  renameSync(tmp, file);
  pruneCache();
}

/** Keeps the newest few dumps: each migration change writes a new one (~35 MB). */
function pruneCache(keep = 6) {
  const dumps = readdirSync(CACHE_DIR)
    .filter((f) => /^memory-[0-9a-f]+\.tar$/.test(f))
    .map((f) => ({ file: path.join(CACHE_DIR, f), mtime: statSync(path.join(CACHE_DIR, f)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of dumps.slice(keep)) rmSync(old.file, { force: true });
}
