import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDisposableServer } from '../src/testing/disposable-server.ts';
import WebSocket from 'ws';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { RAISED_AUTH_RATE_LIMITS, type LocalSupabase, type SettingsInput } from '../src/index.ts';

export const FIXTURE_PROJECT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture-project');

/**
 * A server on a free port with the fixture schema: in-memory PGlite, or a fresh database on the PostgreSQL
 * server named by DATABASE_URL (the same suite runs against both).
 */
export function startTestServer(input: SettingsInput = {}): Promise<LocalSupabase> {
  return startDisposableServer(
    // Suites sign many members in from one address (auth-rate-limit.test.ts checks the real limits) and hash
    // at bcrypt's lowest cost (auth-internals.test.ts checks GoTrue's).
    { projectDir: FIXTURE_PROJECT, authRateLimits: RAISED_AUTH_RATE_LIMITS, passwordHashCost: 4, ...input },
    { postgresAdminUrl: process.env.DATABASE_URL, prefix: 'ls_test' },
  );
}

/**
 * A supabase-js client for tests: no persisted session, and the `ws` transport (Node 20 has no global
 * WebSocket, and createClient builds its realtime client eagerly).
 */
export function testClient(url: string, key: string, options: SupabaseClientOptions<'public'> = {}): SupabaseClient {
  return createClient(url, key, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, ...options.auth },
    realtime: { transport: WebSocket as never, ...options.realtime },
  });
}

export function anonClient(server: LocalSupabase, options?: SupabaseClientOptions<'public'>): SupabaseClient {
  return testClient(server.url, server.anonKey, options);
}

export function serviceClient(server: LocalSupabase): SupabaseClient {
  return testClient(server.url, server.serviceRoleKey);
}

let counter = 0;
/** Signs up a new member (auto-confirm) and returns a client signed in as her. */
export async function signedInClient(server: LocalSupabase, name = `member${++counter}`) {
  const client = anonClient(server);
  const email = `${name}.${Date.now()}.${counter}@example.com`;
  const { data, error } = await client.auth.signUp({ email, password: 'password123', options: { data: { display_name: name } } });
  if (error) throw error;
  return { client, user: data.user!, email, password: 'password123' };
}
