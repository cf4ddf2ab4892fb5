// The context every function handler receives, and the Supabase client acting as the caller.
// The same code runs under Deno on hosted Supabase (index.ts builds the context from the environment) and
// under Node in local-supabase (the server builds it).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export interface FunctionContext {
  /** The project's API URL (SUPABASE_URL). */
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The caller's Authorization header ("Bearer <jwt>"), or null when the request carried none. */
  authorization: string | null;
}

/** The default export of every `<name>/handler.ts`. */
export type FunctionHandler = (req: Request, ctx: FunctionContext) => Promise<Response>;

/** An environment variable under Deno (hosted) or Node (local-supabase runs handlers in its own process). */
export function envVar(name: string): string | undefined {
  const g = globalThis as {
    Deno?: { env: { get(n: string): string | undefined } };
    process?: { env: Record<string, string | undefined> };
  };
  const value = g.Deno ? g.Deno.env.get(name) : g.process?.env[name];
  return value === '' ? undefined : value;
}

/** A positive integer setting, or its default when unset or not a positive integer. */
export function intSetting(name: string, fallback: number): number {
  const n = Number(envVar(name));
  return Number.isInteger(n) && n > 0 ? n : fallback;
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
    serviceRoleKey: envVar('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    authorization: req.headers.get('Authorization'),
  };
}

/** The caller's JWT alone, or null. */
export function bearerToken(ctx: FunctionContext): string | null {
  const m = ctx.authorization ? /^Bearer\s+(\S+)$/i.exec(ctx.authorization) : null;
  return m ? m[1] : null;
}

/** Acts as the caller: row-level security decides what it reads, as for her own requests. */
export function userClient(ctx: FunctionContext, token: string): SupabaseClient {
  return createClient(ctx.supabaseUrl, ctx.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}
