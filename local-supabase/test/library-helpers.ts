/**
 * The second test project (test/fixture-library): a lending library with identity and generated columns,
 * views, computed relationships, functions that change many rows and a second exposed schema (archive).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PostgrestSingleResponse } from '@supabase/supabase-js';
import type { LocalSupabase, SettingsInput } from '../src/index.ts';
import { startTestServer } from './helpers.ts';

export const LIBRARY_PROJECT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture-library');

export function startLibraryServer(input: SettingsInput = {}): Promise<LocalSupabase> {
  return startTestServer({ projectDir: LIBRARY_PROJECT, ...input });
}

/**
 * Sets a PostgREST in-database setting (`pgrst.*`) for the authenticator role in this database only (a
 * PostgreSQL cluster's roles are shared by the suites running in parallel), then asks for a config reload.
 */
export async function setPgrstSetting(server: LocalSupabase, name: string, value: string | null): Promise<void> {
  const change = value === null ? `reset ${name}` : `set ${name} = %L`;
  await server.db.exec(
    `do $$ begin execute format('alter role authenticator in database %I ${change}', current_database()${value === null ? '' : `, '${value.replace(/'/g, "''")}'`}); end $$`,
  );
  await server.reloadSchema();
}

/**
 * `.maxAffected(n)` of a query built by an untyped client (supabase-js offers it only to clients typed for
 * PostgREST 13 and later).
 */
export function maxAffected<T = unknown>(query: unknown, n: number): PromiseLike<PostgrestSingleResponse<T>> {
  return (query as { maxAffected(n: number): PromiseLike<PostgrestSingleResponse<T>> }).maxAffected(n);
}
