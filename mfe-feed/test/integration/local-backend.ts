/**
 * A local-supabase in memory for one test file, and members signed up through its Auth API, each with her own
 * supabase-js client (as two browsers would be). Every request a client sends is counted.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/**
 * The part of local-supabase's API these tests use. It is imported through a variable so that type-checking
 * this package does not also type-check local-supabase's sources under this package's compiler options.
 */
export interface LocalSupabase {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Superuser access to the database (bypasses row-level security). */
  db: { query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> };
  stop(): Promise<void>;
}

interface LocalSupabaseModule {
  startLocalSupabase(options: { port: number; db: string; seed: boolean; log: boolean }): Promise<LocalSupabase>;
}
const LOCAL_SUPABASE = 'local-supabase';

export interface Member {
  id: string;
  name: string;
  email: string;
  client: SupabaseClient;
  /** Requests this client has sent to /rest/v1 so far. */
  restRequests: () => number;
}

export async function startBackend(): Promise<LocalSupabase> {
  const { startLocalSupabase } = (await import(/* @vite-ignore */ LOCAL_SUPABASE)) as LocalSupabaseModule;
  return startLocalSupabase({ port: 0, db: 'memory', seed: false, log: false });
}

/** A client for this server; `onRest` hears of every request to /rest/v1. */
export function clientFor(server: LocalSupabase, onRest: () => void = () => undefined): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket.
    realtime: { transport: WebSocket as never },
    global: {
      fetch: (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('/rest/v1/')) onRest();
        return fetch(input, init);
      },
    },
  });
}

let counter = 0;

export async function signUpMember(server: LocalSupabase, name: string): Promise<Member> {
  let rest = 0;
  const client = clientFor(server, () => (rest += 1));
  counter += 1;
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${process.pid}.${counter}@example.com`;
  const { data, error } = await client.auth.signUp({ email, password: 'password123', options: { data: { display_name: name } } });
  if (error) throw error;
  if (!data.session) throw new Error('sign-up returned no session');
  return { id: data.user!.id, name, email, client, restRequests: () => rest };
}
