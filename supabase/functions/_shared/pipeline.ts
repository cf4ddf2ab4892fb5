// What every AI function does before its own work: preflight, method, the caller's identity from her JWT,
// the request body, and the per-member rate limit. Then it hands the body and the caller to the function.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
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
export const SECOND_FACTOR_REQUIRED = 'Enter your two-factor code first: your account uses two-factor sign-in';

function serviceClient(ctx: FunctionContext): SupabaseClient {
  return createClient(ctx.supabaseUrl, ctx.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The payload of a JWT, unverified (Auth verifies the token below), or null when it is not one. */
function jwtClaims(token: string): { sub?: unknown; role?: unknown; is_anonymous?: unknown; aal?: unknown } | null {
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

    // Her token is verified by Auth first (signature, expiry, that she still exists); a member with a verified
    // second factor must be at aal2, as the database requires for her data.
    const { data: who, error: whoError } = await db.auth.getUser(token);
    if (whoError || !who.user || who.user.id !== claims.sub || who.user.is_anonymous) return errorJson(401, SIGN_IN);
    const enrolled = (who.user.factors ?? []).some((factor) => factor.status === 'verified');
    if (enrolled && claims.aal !== 'aal2') return errorJson(403, SECOND_FACTOR_REQUIRED);

    // Counted before the input rules, so invalid requests spend the allowance too. The count is the server's:
    // the service role takes it for the member Auth named, with the function's own numbers (members cannot
    // call it, so no one resets her own history).
    const limit = Math.min(intSetting('AI_RATE_LIMIT_PER_MINUTE', RATE_LIMIT_DEFAULT), RATE_LIMIT_MAX);
    if (!ctx.serviceRoleKey) {
      console.error(`${name}: SUPABASE_SERVICE_ROLE_KEY is not set, the rate limit cannot be counted`);
      return errorJson(500, failureText);
    }
    const hit = await serviceClient(ctx).rpc('ai_rate_limit_hit', { member: who.user.id, max_calls: limit, window_seconds: 60 });
    if (hit.error) {
      if (hit.error.code === '23503') return errorJson(401, SIGN_IN);
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
