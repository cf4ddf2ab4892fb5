// delete-account: a member deletes her own account (the account page). POST with her access token;
// the body carries at most `code` (the e-mailed one-time code, when her last sign-in is older than 24 hours),
// never who is deleted, so no one names another member. Auth verifies the token first (getUser with
// it); a member with a verified second factor must be at aal2. Her files go first, as her (her avatar folder:
// storage keeps objects apart from the tables); then the service-role client deletes that user through the auth
// admin API, and the database's foreign keys (on delete cascade from auth.users and profiles) remove everything
// else of hers: supabase/tests/account-delete.test.ts checks every table and the bucket.
import { createClient } from '@supabase/supabase-js';
import { bearerToken, userClient, type FunctionContext } from '../_shared/context.ts';
import { errorJson, json, preflight } from '../_shared/http.ts';

export const SIGN_IN_REQUIRED = 'Please sign in to delete your account';
export const SECOND_FACTOR_REQUIRED = 'Enter your two-factor code first: your account uses two-factor sign-in';
export const DELETE_FAILED = 'Failed to delete account';
export const RECENT_SIGN_IN_REQUIRED =
  'Confirm it is you first: your last sign-in was more than 24 hours ago. Enter the code we e-mail you, or sign in again.';
export const CODE_INVALID = 'That code is wrong or has expired. Ask for a new one.';

/** A sign-in counts as recent for 24 hours, as for a password change. */
const RECENT_SECONDS = 24 * 60 * 60;

/** The token's claims; the token itself was verified by Auth before they are read. */
function claimsOf(token: string): { aal?: unknown; amr?: unknown } {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '='))) ?? {};
  } catch {
    return {};
  }
}

/** Whether her session's last sign-in (the newest `amr` time, which refreshing keeps) is under 24 hours old. */
function signedInRecently(claims: { amr?: unknown }): boolean {
  const times = Array.isArray(claims.amr) ? claims.amr.map((entry) => Number((entry as { timestamp?: unknown })?.timestamp)) : [];
  const last = Math.max(0, ...times.filter((t) => Number.isFinite(t)));
  return last > Date.now() / 1000 - RECENT_SECONDS;
}

/**
 * Whether `code` is the one-time code Auth e-mailed her (signInWithOtp): checked by Auth itself, in a session of
 * its own that is ended at once.
 */
async function emailedCodeIsHers(ctx: FunctionContext, email: string, userId: string, code: string): Promise<boolean> {
  const auth = createClient(ctx.supabaseUrl, ctx.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }).auth;
  const { data, error } = await auth.verifyOtp({ email, token: code, type: 'email' });
  if (error || data.user?.id !== userId) return false;
  await auth.signOut({ scope: 'local' });
  return true;
}

async function codeFrom(req: Request): Promise<string | null> {
  const body = (await req.json().catch(() => null)) as { code?: unknown } | null;
  return body && typeof body.code === 'string' && /^\d{6}$/.test(body.code.trim()) ? body.code.trim() : null;
}

export default async function handler(req: Request, ctx: FunctionContext): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return errorJson(405, 'Method not allowed');
  const token = bearerToken(ctx);
  if (!token) return errorJson(401, SIGN_IN_REQUIRED);
  const { data, error } = await userClient(ctx, token).auth.getUser(token);
  const user = data?.user;
  if (error || !user || user.is_anonymous) return errorJson(401, SIGN_IN_REQUIRED);
  const claims = claimsOf(token);
  const enrolled = (user.factors ?? []).some((factor) => factor.status === 'verified');
  if (enrolled && claims.aal !== 'aal2') return errorJson(403, SECOND_FACTOR_REQUIRED);
  // A token alone is not enough for something this final: a sign-in in the last 24 hours, or the code Auth
  // e-mails her, proves she is at the keyboard now.
  if (!signedInRecently(claims)) {
    const code = await codeFrom(req);
    // `code` tells the account page to offer the e-mailed code.
    if (!code) return json({ error: RECENT_SIGN_IN_REQUIRED, code: 'reauthentication_needed' }, 403);
    if (!user.email || !(await emailedCodeIsHers(ctx, user.email, user.id, code))) {
      return json({ error: CODE_INVALID, code: 'reauthentication_not_valid' }, 403);
    }
  }

  // Her avatar folder, removed with her own token (the bucket's policies let her delete only her folder).
  const avatars = userClient(ctx, token).storage.from('avatars');
  const listed = await avatars.list(user.id, { limit: 100 });
  if (listed.error) return errorJson(500, DELETE_FAILED);
  if (listed.data.length > 0) {
    const removed = await avatars.remove(listed.data.map((file) => `${user.id}/${file.name}`));
    if (removed.error) return errorJson(500, DELETE_FAILED);
  }

  const admin = createClient(ctx.supabaseUrl, ctx.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const removed = await admin.auth.admin.deleteUser(user.id);
  if (removed.error) return errorJson(500, DELETE_FAILED);
  return json({ deleted: true });
}
