// The context every function handler receives, and the two Supabase clients built from it.
// The same code runs under Deno on hosted Supabase (index.ts builds the context from the environment) and
// under Node in local-supabase (the server builds it). Copy this pattern to supabase/functions/_shared/.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export interface FunctionContext {
  /** The project's API URL (SUPABASE_URL). */
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The caller's Authorization header ("Bearer <jwt>"), or null when the request carried none. */
  authorization: string | null;
}

/** A default export of every `<name>/handler.ts`. */
export type FunctionHandler = (req: Request, ctx: FunctionContext) => Promise<Response>;

/** An environment variable under Deno (hosted) or Node (local). */
export function envVar(name: string): string | undefined {
  const g = globalThis as { Deno?: { env: { get(n: string): string | undefined } }; process?: { env: Record<string, string | undefined> } };
  return g.Deno ? g.Deno.env.get(name) : g.process?.env[name];
}

function required(name: string): string {
  const value = envVar(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** The Deno entry's context: hosted Supabase sets SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY. */
export function contextFromEnv(req: Request): FunctionContext {
  return {
    supabaseUrl: required('SUPABASE_URL'),
    anonKey: required('SUPABASE_ANON_KEY'),
    serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
    authorization: req.headers.get('Authorization'),
  };
}

const serverSide = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** Acts as the caller: row-level security applies as it does to her own requests. */
export function userClient(ctx: FunctionContext): SupabaseClient {
  return createClient(ctx.supabaseUrl, ctx.anonKey, {
    auth: serverSide,
    global: { headers: ctx.authorization ? { Authorization: ctx.authorization } : {} },
  });
}

/** Bypasses row-level security: only for work the function itself has authorised. */
export function serviceClient(ctx: FunctionContext): SupabaseClient {
  return createClient(ctx.supabaseUrl, ctx.serviceRoleKey, { auth: serverSide });
}

/** The caller's JWT alone (what auth.getUser(jwt) takes), or null. */
export function bearerToken(ctx: FunctionContext): string | null {
  const m = ctx.authorization ? /^Bearer\s+(.+)$/i.exec(ctx.authorization) : null;
  return m ? m[1] : null;
}

export function jsonResponse(value: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}
