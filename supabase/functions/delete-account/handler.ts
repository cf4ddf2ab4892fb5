// delete-account: a member deletes her own account (the account page, issue 22). POST with her access token;
// nothing in the body is read, so no one names another member. Auth verifies the token first (getUser with
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

/** The token's `aal` claim; the token itself was verified by Auth before this is read. */
function assuranceLevel(token: string): string | undefined {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '='))) as { aal?: string }).aal;
  } catch {
    return undefined;
  }
}

export default async function handler(req: Request, ctx: FunctionContext): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return errorJson(405, 'Method not allowed');
  const token = bearerToken(ctx);
  if (!token) return errorJson(401, SIGN_IN_REQUIRED);
  const { data, error } = await userClient(ctx, token).auth.getUser(token);
  const user = data?.user;
  if (error || !user || user.is_anonymous) return errorJson(401, SIGN_IN_REQUIRED);
  const enrolled = (user.factors ?? []).some((factor) => factor.status === 'verified');
  if (enrolled && assuranceLevel(token) !== 'aal2') return errorJson(403, SECOND_FACTOR_REQUIRED);

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
