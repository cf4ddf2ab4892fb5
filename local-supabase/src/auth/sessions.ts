import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import type { JsonObject } from './body.ts';
import { badRequest, type AuthError } from './errors.ts';
import { newRefreshToken, signAccessToken, type AmrEntry } from './tokens.ts';
import { findUserById, type UserRecord } from './users.ts';

/** A revoked refresh token may still be exchanged this long after it was rotated (GoTrue's reuse interval). */
export const REFRESH_TOKEN_REUSE_SECONDS = 10;

export interface TokenSettings {
  issuer: string;
  secret: string;
  expirySeconds: number;
}

/** GoTrue's AccessTokenResponse, the "session object" auth-js stores. */
export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: JsonObject;
  weak_password?: { message: string; reasons: string[] };
}

export type AuthMethod = 'password' | 'otp' | 'totp';

/** Methods that count as a second factor (GoTrue's CalculateAALAndAMR). */
const SECOND_FACTORS = new Set(['totp']);

/** The session's amr entries, most recent first, as GoTrue orders them. */
async function amrOf(tx: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await tx.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::float8 as timestamp
     from auth.mfa_amr_claims where session_id = $1::uuid order by updated_at desc`,
    [sessionId],
  );
  return rows.map((r) => ({ method: r.method, timestamp: Number(r.timestamp) }));
}

async function respond(tx: Queryable, ts: TokenSettings, userId: string, sessionId: string, refreshToken: string) {
  const user = (await findUserById(tx, userId))!;
  const amr = await amrOf(tx, sessionId);
  const aal = amr.some((e) => SECOND_FACTORS.has(e.method)) ? 'aal2' : 'aal1';
  const { token, expiresAt } = signAccessToken({ ...ts, user, sessionId, amr, aal });
  const response: SessionResponse = {
    access_token: token,
    token_type: 'bearer',
    expires_in: ts.expirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: user.json,
  };
  return response;
}

/** A new session with its first refresh token (GoTrue's IssueRefreshToken), then the session object. */
export async function issueSession(
  tx: Queryable,
  ts: TokenSettings,
  user: Pick<UserRecord, 'id'>,
  method: AuthMethod,
  userAgent: string | undefined,
): Promise<SessionResponse> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent)
     values ($1::uuid, $2::uuid, now(), now(), 'aal1', $3)`,
    [sessionId, user.id, userAgent ?? null],
  );
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, now(), now(), null, $3::uuid)`,
    [refreshToken, user.id, sessionId],
  );
  await addAmrClaim(tx, sessionId, method);
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid`, [user.id]);
  return respond(tx, ts, user.id, sessionId, refreshToken);
}

/** GoTrue's AddClaimToSession: one entry per method, its time moved to now when the method is used again. */
async function addAmrClaim(tx: Queryable, sessionId: string, method: AuthMethod) {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1::uuid, $2::uuid, now(), now(), $3)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
}

/**
 * A verified second factor (GoTrue's updateMFASessionAndClaims): the session gains the amr entry and aal2, its
 * refresh token is swapped for a new one, and the user's sessions still at aal1 end.
 */
export async function raiseSessionToAal2(
  tx: Queryable,
  ts: TokenSettings,
  userId: string,
  sessionId: string,
  factorId: string,
  method: AuthMethod,
): Promise<SessionResponse> {
  await addAmrClaim(tx, sessionId, method);
  await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2::uuid, updated_at = now() where id = $1::uuid`, [
    sessionId,
    factorId,
  ]);
  const current = await tx.query<{ id: number; token: string }>(
    `select id::float8 as id, token from auth.refresh_tokens
     where session_id = $1::uuid and not coalesce(revoked, false) order by id desc limit 1 for update`,
    [sessionId],
  );
  const refreshToken = newRefreshToken();
  if (current.rows[0]) {
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [current.rows[0].id]);
  }
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, now(), now(), $3, $4::uuid)`,
    [refreshToken, userId, current.rows[0]?.token ?? null, sessionId],
  );
  await tx.query(`delete from auth.sessions where user_id = $1::uuid and coalesce(aal, 'aal1') < 'aal2'`, [userId]);
  return respond(tx, ts, userId, sessionId, refreshToken);
}

/** Unenrolling a factor lowers the sessions it raised back to aal1 (GoTrue's DowngradeSessionsToAAL1). */
export async function downgradeSessions(tx: Queryable, userId: string, factorId: string, factorType: string) {
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = $2
       and session_id in (select id from auth.sessions where factor_id = $1::uuid)`,
    [factorId, factorType],
  );
  await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null where user_id = $2::uuid and factor_id = $1::uuid`, [
    factorId,
    userId,
  ]);
}

/** The session's assurance level as stored (GoTrue's session.IsAAL2 reads the column, not the token). */
export async function sessionAal(q: Queryable, sessionId: string): Promise<string> {
  const { rows } = await q.query<{ aal: string | null }>(`select aal::text as aal from auth.sessions where id = $1::uuid`, [sessionId]);
  return rows[0]?.aal ?? 'aal1';
}

interface RefreshRow {
  id: number;
  token: string;
  revoked: boolean;
  user_id: string;
  session_id: string | null;
  /** Seconds since the token was last updated (revoked, for a rotated token). */
  age: number;
}

/**
 * GoTrue's refresh-token grant: the presented token is revoked and a child issued in the same session. A
 * revoked token is honoured only as a retry (its child is still the active token: that child is returned) or
 * within the reuse interval; later reuse revokes the whole session's tokens.
 *
 * Returns an AuthError instead of throwing when the transaction must still commit (the revocation of a
 * reused token family, the removal of an orphaned token).
 */
export async function refreshSession(
  tx: Queryable,
  ts: TokenSettings,
  presented: string,
  userAgent: string | undefined,
): Promise<SessionResponse | AuthError> {
  const notFound = badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const found = await tx.query<RefreshRow>(
    `select rt.id::float8 as id, rt.token, coalesce(rt.revoked, false) as revoked, rt.user_id,
            rt.session_id::text as session_id, extract(epoch from now() - rt.updated_at)::float8 as age
     from auth.refresh_tokens rt where rt.token = $1 for update`,
    [presented],
  );
  const rt = found.rows[0];
  if (!rt) return notFound;
  const user = await findUserById(tx, rt.user_id ?? '');
  if (!user) return notFound;
  if (user.banned) return badRequest('user_banned', 'Invalid Refresh Token: User Banned');

  const session = rt.session_id
    ? (
        await tx.query<{ expired: boolean }>(
          `select coalesce(not_after < now(), false) as expired from auth.sessions where id = $1::uuid for update`,
          [rt.session_id],
        )
      ).rows[0]
    : undefined;
  if (!session) {
    await tx.query(`delete from auth.refresh_tokens where id = $1`, [rt.id]);
    return badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  if (session.expired) return badRequest('session_expired', 'Invalid Refresh Token: Session Expired');

  let issued: string | undefined;
  if (rt.revoked) {
    const active = await tx.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens
       where session_id = $1::uuid and not coalesce(revoked, false) order by id desc limit 1`,
      [rt.session_id],
    );
    if (active.rows[0] && active.rows[0].parent === rt.token) {
      // A retry of a refresh whose answer was lost: hand out the same child again.
      issued = active.rows[0].token;
    } else if (Number(rt.age) > REFRESH_TOKEN_REUSE_SECONDS) {
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now()
         where session_id = $1::uuid and not coalesce(revoked, false)`,
        [rt.session_id],
      );
      return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
  }
  if (!issued) {
    issued = newRefreshToken();
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [rt.id]);
    await tx.query(
      `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ($1, $2, false, now(), now(), $3, $4::uuid)`,
      [issued, rt.user_id, rt.token, rt.session_id],
    );
    await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid`, [user.id]);
  }
  await tx.query(
    `update auth.sessions set updated_at = now(), refreshed_at = now() at time zone 'UTC', user_agent = $2
     where id = $1::uuid`,
    [rt.session_id, userAgent ?? null],
  );
  return respond(tx, ts, user.id, rt.session_id!, issued);
}

export async function sessionExists(q: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await q.query(`select 1 from auth.sessions where id = $1::uuid`, [sessionId]);
  return rows.length > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Deletes sessions (their refresh tokens and amr claims cascade). */
export async function logout(tx: Queryable, userId: string, sessionId: string | null, scope: LogoutScope) {
  if (sessionId && scope === 'local') {
    await tx.query(`delete from auth.sessions where id = $1::uuid`, [sessionId]);
  } else if (sessionId && scope === 'others') {
    await tx.query(`delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid`, [userId, sessionId]);
  } else {
    await tx.query(`delete from auth.sessions where user_id = $1::uuid`, [userId]);
    await tx.query(`delete from auth.refresh_tokens where user_id = $1`, [userId]);
  }
}
