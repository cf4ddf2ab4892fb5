// The admin function's own two-factor check, before the database's: an admin with a verified factor
// must call it with an aal2 token. The database refuses her aal1 token too (private.is_admin); this check says
// why in words and does not depend on that.
import type { SupabaseClient } from '@supabase/supabase-js';

export const SECOND_FACTOR_REQUIRED = 'Enter your two-factor code first: admins who use two-factor sign-in must be at aal2';

/** The token's `aal` claim, read without verifying it: only an `aal2` here skips the lookup below, and a forged
 *  token is refused by the database (PostgREST verifies every token) right after. */
function assuranceLevel(token: string): string | undefined {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '='))) as { aal?: string }).aal;
  } catch {
    return undefined;
  }
}

/** True when the token is below aal2 and Auth lists a verified factor for its user (from her own token). */
export async function needsSecondFactor(db: SupabaseClient, token: string): Promise<boolean> {
  if (assuranceLevel(token) === 'aal2') return false;
  const { data, error } = await db.auth.getUser(token);
  if (error || !data.user) return false; // an invalid token: the database's check answers 401
  return (data.user.factors ?? []).some((factor) => factor.status === 'verified');
}
