// What every AI function does before its own work: preflight, method, the caller's identity from her JWT,
// the request body, and the per-member rate limit. Then it hands the body and the caller to the function.
import type { SupabaseClient } from '@supabase/supabase-js';
import { bearerToken, intSetting, userClient, type FunctionContext, type FunctionHandler } from './context.ts';
import { errorJson, preflight } from './http.ts';
import { DataError } from './member-data.ts';

export interface Caller {
  /** The member's id, as Auth resolved it from her JWT. */
  userId: string;
  /** A client acting as her (row-level security applies). */
  db: SupabaseClient;
}

export type AiRun = (body: Record<string, unknown>, caller: Caller, req: Request) => Promise<Response>;

export const RATE_LIMIT_DEFAULT = 30;
export const rateLimitText = (limit: number, seconds: number) =>
  `Too many AI requests: the limit is ${limit} a minute. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

export function aiFunction(name: string, run: AiRun, failureText: string): FunctionHandler {
  return async (req: Request, ctx: FunctionContext) => {
    if (req.method === 'OPTIONS') return preflight();
    if (req.method !== 'POST') return errorJson(405, 'Method not allowed');

    const token = bearerToken(ctx);
    if (!token) return errorJson(401, 'Please sign in to use the AI coach');
    const db = userClient(ctx, token);
    const { data: auth } = await db.auth.getUser(token);
    // The anon key is a valid JWT without a user: refused like no token at all.
    if (!auth.user || auth.user.is_anonymous) return errorJson(401, 'Please sign in to use the AI coach');

    let body: unknown;
    try {
      body = await req.json();
    } catch {
      body = null;
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return errorJson(400, 'Invalid request body');

    // Counted before the input rules, so invalid requests spend the allowance too.
    const limit = intSetting('AI_RATE_LIMIT_PER_MINUTE', RATE_LIMIT_DEFAULT);
    const hit = await db.rpc('ai_rate_limit_hit', { max_calls: limit, window_seconds: 60 });
    if (hit.error) {
      console.error(`${name}: rate limit check failed: ${hit.error.message}`);
      return errorJson(500, failureText);
    }
    const wait = Number(hit.data);
    if (wait > 0) return errorJson(429, rateLimitText(limit, wait), { 'Retry-After': String(wait) });

    try {
      return await run(body as Record<string, unknown>, { userId: auth.user.id, db }, req);
    } catch (e) {
      console.error(`${name}: ${e instanceof DataError ? e.message : ((e as Error)?.stack ?? e)}`);
      return errorJson(500, failureText);
    }
  };
}
