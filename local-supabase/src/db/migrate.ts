import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

const BOOTSTRAP = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql'), 'utf8');
/** The realtime schema (realtime.messages, realtime.topic()) that private channels are authorised with. */
export const REALTIME_SCHEMA_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'realtime', 'schema.sql');
const REALTIME_SCHEMA = readFileSync(REALTIME_SCHEMA_FILE, 'utf8');

export interface MigrationReport {
  fresh: boolean;
  applied: string[];
  seeded: boolean;
}

interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

/** `<version>_<name>.sql`, in version order, as the Supabase CLI names them. */
export function listMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    .map((f) => {
      const [, version, name] = /^(\d+)_(.*)\.sql$/.exec(f)!;
      return { version, name, file: path.join(dir, f) };
    })
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

/**
 * Brings a database up to date: the bootstrap (what hosted Supabase provides), then every migration not yet
 * recorded, each in its own transaction, then seed.sql when the database was fresh.
 */
export async function migrate(
  db: Db,
  options: { projectDir: string; extraMigrationDirs?: string[]; seed: boolean },
): Promise<MigrationReport> {
  const known = await db.query<{ exists: boolean }>(
    "select to_regclass('supabase_migrations.schema_migrations') is not null as exists",
  );
  const fresh = !known.rows[0].exists;
  await db.exec(BOOTSTRAP);
  await db.exec(REALTIME_SCHEMA);

  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  const files = [options.projectDir, ...(options.extraMigrationDirs ?? [])].flatMap((d) =>
    listMigrations(path.join(d, 'migrations')),
  );
  const applied: string[] = [];
  for (const m of files) {
    if (done.has(m.version)) continue;
    const sql = readFileSync(m.file, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          m.version,
          m.name,
        ]);
      });
    } catch (e) {
      throw new Error(`Migration ${path.basename(m.file)} failed: ${(e as Error).message}`, { cause: e });
    }
    applied.push(path.basename(m.file));
  }

  let seeded = false;
  const seedFile = path.join(options.projectDir, 'seed.sql');
  if (fresh && options.seed && existsSync(seedFile)) {
    try {
      await db.transaction((tx) => tx.exec(readFileSync(seedFile, 'utf8')));
    } catch (e) {
      throw new Error(`seed.sql failed: ${(e as Error).message}`, { cause: e });
    }
    seeded = true;
  }
  await db.query('select _local.sync_realtime_triggers()');
  return { fresh, applied, seeded };
}
