// admin: the admin functions endpoint (spec 02 §7). GET ?action=users|posts|presidents (and ?type=presidents,
// an array); PUT {action: 'approve_president', id, reason}; DELETE {presidentId, reason} or {userId, reason}.
// The caller is authorised from her own access token first (an admin who enrolled a second factor at aal2, then
// admin role and admin sign-in younger than 24 hours, decided by the database); only then does the service-role client run, and only for the auth admin API.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { bearerToken, userClient, type FunctionContext } from '../_shared/context.ts';
import { errorJson, json } from '../_shared/http.ts';
import { isUuid } from '../_shared/request.ts';
import { needsSecondFactor, SECOND_FACTOR_REQUIRED } from './second-factor.ts';

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, accept',
  'Access-Control-Allow-Methods': 'GET, PUT, DELETE, OPTIONS',
};
export const ADMIN_SESSION_REQUIRED = 'Admin session required';
const PAGE = 50;

interface PgError {
  code?: string;
  message: string;
}

/** Database refusals in HTTP terms; the message is the database's. */
function refusal(error: PgError, status?: number): Response {
  const byCode: Record<string, number> = { '42501': 403, P0002: 404, '23505': 409, '23514': 400, '22023': 400 };
  return errorJson(byCode[error.code ?? ''] ?? (status && status >= 400 && status < 500 ? status : 500), error.message);
}

/** The admin's own client, a refusal, or null: PostgREST verifies the token, the database checks role, session
 *  age and the second factor. */
async function authorise(ctx: FunctionContext): Promise<SupabaseClient | Response | null> {
  const token = bearerToken(ctx);
  if (!token) return null;
  const db = userClient(ctx, token);
  if (await needsSecondFactor(db, token)) return errorJson(403, SECOND_FACTOR_REQUIRED, cors);
  const { data, error } = await db.rpc('admin_session_expires_at');
  return !error && data ? db : null;
}

function serviceClient(ctx: FunctionContext): SupabaseClient {
  return createClient(ctx.supabaseUrl, ctx.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

async function readBody(req: Request): Promise<Record<string, unknown> | null> {
  try {
    const body = await req.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? body : null;
  } catch {
    return null;
  }
}

async function list(db: SupabaseClient, ctx: FunctionContext, url: URL): Promise<Response> {
  const type = url.searchParams.get('type');
  const action = url.searchParams.get('action') ?? (type === 'presidents' ? 'presidents' : null);
  if (action === 'presidents') {
    const { data, error, status } = await db.from('diva_presidents').select('*').order('created_at', { ascending: false });
    if (error) return refusal(error, status);
    return json(type === 'presidents' ? data : { presidents: data }, 200, cors);
  }
  if (action === 'posts') {
    const { data, error, status } = await db
      .from('posts')
      .select('id, content, created_at, user_id, profiles(display_name, avatar_url)')
      .order('created_at', { ascending: false })
      .limit(PAGE);
    if (error) return refusal(error, status);
    return json({ posts: data }, 200, cors);
  }
  if (action === 'users') {
    // Sign-in e-mails live in auth.users, which only the auth admin API reads.
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
    const { data, error } = await serviceClient(ctx).auth.admin.listUsers({ page, perPage: PAGE });
    if (error) return errorJson(500, 'Failed to load users', cors);
    const users = data.users.map((u) => ({ id: u.id, email: u.email, created_at: u.created_at, last_sign_in_at: u.last_sign_in_at }));
    return json({ users }, 200, cors);
  }
  return errorJson(400, 'Unknown action: use users, posts or presidents', cors);
}

const reasonOf = (body: Record<string, unknown>) => (typeof body.reason === 'string' ? body.reason : '');

export default async function handler(req: Request, ctx: FunctionContext): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: cors });
  if (!['GET', 'PUT', 'DELETE'].includes(req.method)) return errorJson(405, 'Method not allowed', cors);
  const db = await authorise(ctx);
  if (!db) return errorJson(401, ADMIN_SESSION_REQUIRED, cors);
  if (db instanceof Response) return db;

  if (req.method === 'GET') return list(db, ctx, new URL(req.url));

  const body = await readBody(req);
  if (!body) return errorJson(400, 'Invalid request body', cors);
  if (req.method === 'PUT') {
    if (body.action !== 'approve_president' || !isUuid(body.id)) return errorJson(400, 'Use {action: "approve_president", id}', cors);
    const { error, status } = await db.rpc('admin_approve_president', { target: body.id, reason: reasonOf(body) });
    return error ? refusal(error, status) : json({ success: true }, 200, cors);
  }
  if (isUuid(body.presidentId)) {
    const { error, status } = await db.rpc('admin_delete_president', { target: body.presidentId, reason: reasonOf(body) });
    return error ? refusal(error, status) : json({ success: true }, 200, cors);
  }
  if (isUuid(body.userId)) {
    // Audited and removed in one transaction as the admin (the profile's delete removes the account too); the
    // auth admin API then makes sure no login remains, whatever the database's trigger could reach.
    const { error, status } = await db.rpc('admin_delete_user', { target: body.userId, reason: reasonOf(body) });
    if (error) return refusal(error, status);
    const removed = await serviceClient(ctx).auth.admin.deleteUser(body.userId);
    if (removed.error && removed.error.status !== 404) return errorJson(500, 'Failed to delete user', cors);
    return json({ success: true }, 200, cors);
  }
  return errorJson(400, 'Use {presidentId} or {userId}', cors);
}
