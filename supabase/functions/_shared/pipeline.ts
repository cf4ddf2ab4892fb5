// What every AI function does before its own work: preflight, method, the caller's identity from her JWT,
// the request body, and the per-member rate limit. Then it hands the body and the caller to the function.
import type { SupabaseClient } from '@supabase/supabase-js';
import { bearerToken, intSetting, userClient, type FunctionContext, type FunctionHandler } from './context.ts';
import { errorJson, preflight } from './http.ts';
import { DataError } from './member-data.ts';

export interface Caller {
  /** The member's id: the `sub` of her JWT, which the API has verified. */
  userId: string;
  /** A client acting as her (row-level security applies). */
  db: SupabaseClient;
  /** The function's context (the service role key, for the few writes members may not make themselves). */
  ctx: FunctionContext;
}

export type AiRun = (body: Record<string, unknown>, caller: Caller, req: Request) => Promise<Response>;

const SIGN_IN = 'Please sign in to use the AI coach';

/** The payload of a JWT, unverified (see the rate limit call below), or null when it is not one. */
function jwtClaims(token: string): { sub?: unknown; role?: unknown; is_anonymous?: unknown } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const claims = JSON.parse(json);
    return claims && typeof claims === 'object' ? claims : null;
  } catch {
    return null;
  }
}

export const RATE_LIMIT_DEFAULT = 30;
/** The most ai_rate_limit_hit accepts (it keeps one timestamp per counted call). */
export const RATE_LIMIT_MAX = 10_000;
export const rateLimitText = (limit: number, seconds: number) =>
  `Too many AI requests: the limit is ${limit} a minute. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

export function aiFunction(name: string, run: AiRun, failureText: string): FunctionHandler {
  return async (req: Request, ctx: FunctionContext) => {
    if (req.method === 'OPTIONS') return preflight();
    if (req.method !== 'POST') return errorJson(405, 'Method not allowed');

    const token = bearerToken(ctx);
    const claims = token ? jwtClaims(token) : null;
    // Members only: the anon key (and an anonymous sign-in) is a valid JWT without a member behind it.
    if (!token || !claims || claims.role !== 'authenticated' || typeof claims.sub !== 'string' || claims.is_anonymous === true) {
      return errorJson(401, SIGN_IN);
    }
    const db = userClient(ctx, token);

    let body: unknown;
    try {
      body = await req.json();
    } catch {
      body = null;
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return errorJson(400, 'Invalid request body');

    // Counted before the input rules, so invalid requests spend the allowance too. This first database call
    // also verifies the token: the API checks its signature and expiry, and the function counts auth.uid()'s
    // calls, so the claims read above are trusted only once it has succeeded.
    const limit = Math.min(intSetting('AI_RATE_LIMIT_PER_MINUTE', RATE_LIMIT_DEFAULT), RATE_LIMIT_MAX);
    const hit = await db.rpc('ai_rate_limit_hit', { max_calls: limit, window_seconds: 60 });
    if (hit.error) {
      if (hit.status === 401 || hit.error.code === '42501' || hit.error.code === '23503' || hit.error.code?.startsWith('PGRST3')) return errorJson(401, SIGN_IN);
      console.error(`${name}: rate limit check failed: ${hit.error.message}`);
      return errorJson(500, failureText);
    }
    const wait = Number(hit.data);
    if (wait > 0) return errorJson(429, rateLimitText(limit, wait), { 'Retry-After': String(wait) });

    try {
      return await run(body as Record<string, unknown>, { userId: claims.sub, db, ctx }, req);
    } catch (e) {
      console.error(`${name}: ${e instanceof DataError ? e.message : ((e as Error)?.stack ?? e)}`);
      return errorJson(500, failureText);
    }
  };
}
