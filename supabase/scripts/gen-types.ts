#!/usr/bin/env -S npx tsx
/**
 * `npm run gen:types -w @diva/supabase`: writes types/database.ts from the live schema, in the shape of
 * `supabase gen types typescript`. By default the schema is this project's migrations applied to a fresh
 * in-memory local-supabase; `--db-url <postgres url>` reads an existing database instead.
 * `--check` writes nothing and exits with 1 when the file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startLocalSupabase } from 'local-supabase';
import { generateTypes } from './typegen/index.ts';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TYPES_FILE = path.join(projectDir, 'types', 'database.ts');

async function fromDatabaseUrl(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await generateTypes(client);
  } finally {
    await client.end();
  }
}

async function fromMigrations(): Promise<string> {
  const server = await startLocalSupabase({ port: 0, db: 'memory', seed: false, log: false, projectDir });
  try {
    return await generateTypes(server.db);
  } finally {
    await server.stop();
  }
}

const args = process.argv.slice(2);
const urlIndex = args.indexOf('--db-url');
const dbUrl = urlIndex >= 0 ? args[urlIndex + 1] : undefined;
const text = dbUrl ? await fromDatabaseUrl(dbUrl) : await fromMigrations();

if (args.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(TYPES_FILE, 'utf8');
  } catch {
    // missing file: out of date
  }
  if (current !== text) {
    console.error(`${path.relative(process.cwd(), TYPES_FILE)} is out of date: run npm run gen:types -w @diva/supabase`);
    process.exit(1);
  }
  console.log('types/database.ts is up to date');
} else {
  writeFileSync(TYPES_FILE, text);
  console.log(`wrote ${path.relative(process.cwd(), TYPES_FILE)}`);
}
