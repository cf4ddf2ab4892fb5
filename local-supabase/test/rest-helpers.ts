import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { LocalSupabase } from '../src/index.ts';
import { signJwt } from '../src/jwt.ts';
import { startTestServer } from './helpers.ts';

export { startTestServer };

export interface Member {
  id: string;
  email: string;
  token: string;
  client: SupabaseClient;
}

const clientOptions = (headers: Record<string, string> = {}) => ({
  auth: { persistSession: false, autoRefreshToken: false },
  // Node 20 has no global WebSocket; supabase-js builds its realtime client eagerly.
  realtime: { transport: WebSocket as never },
  global: { headers },
});

export function anon(server: LocalSupabase): SupabaseClient {
  return createClient(server.url, server.anonKey, clientOptions());
}

export function service(server: LocalSupabase): SupabaseClient {
  return createClient(server.url, server.serviceRoleKey, clientOptions());
}

export function tokenFor(server: LocalSupabase, sub: string, extra: Record<string, unknown> = {}): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp, ...extra }, server.settings.jwtSecret);
}

/**
 * A member created straight in auth.users (the fixture's trigger gives her a profile) with a minted access
 * token, so these tests depend on the REST service only.
 */
export async function member(server: LocalSupabase, name: string): Promise<Member> {
  const id = randomUUID();
  const email = `${name}.${id.slice(0, 8)}@example.com`;
  await server.db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', now(), '{}', $3)`,
    [id, email, JSON.stringify({ display_name: name })],
  );
  const token = tokenFor(server, id, { email });
  return { id, email, token, client: createClient(server.url, server.anonKey, clientOptions({ Authorization: `Bearer ${token}` })) };
}

export interface RawReply {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** A raw HTTP call to /rest/v1 (for what supabase-js cannot express). Anonymous unless a token is given. */
export async function rest(
  server: LocalSupabase,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; token?: string } = {},
): Promise<RawReply> {
  const headers: Record<string, string> = { apikey: server.anonKey, ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${server.url}/rest/v1${path}`, { method: init.method ?? 'GET', headers, body: init.body });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, text, json };
}
