import { isIP } from 'node:net';
import { json } from '../../http/reply.ts';
import type { ApiRequest } from '../../http/request.ts';
import { readJsonObject, readOptionalJsonObject, str } from '../body.ts';
import { maxBody, tokenSettings, type AuthContext, type RouteHandler } from '../context.ts';
import { AuthError, badRequest, forbidden, notFound, unprocessable } from '../errors.ts';
import { requireUser, type Caller } from '../guards.ts';
import {
  CHALLENGE_EXPIRY_SECONDS,
  createChallenge,
  findChallenge,
  findFactor,
  insertTotpFactor,
  MAX_FACTORS,
  UNVERIFIED_FACTOR_EXPIRY_SECONDS,
  type FactorRecord,
} from '../mfa/factors.ts';
import { generateTotpKey, totpCodeStep } from '../mfa/totp.ts';
import { clientAddress } from '../rate-limit.ts';
import { downgradeSessions, raiseSessionToAal2, sessionAal } from '../sessions.ts';
import { UUID_RE } from '../users.ts';

/** The caller with a session (factors belong to sessions: GoTrue refuses tokens without one). */
async function sessionCaller(ctx: AuthContext, req: ApiRequest): Promise<Caller & { sessionId: string }> {
  const caller = await requireUser(ctx.app.db, req, ctx.app.settings.jwtSecret);
  if (!caller.sessionId) {
    throw new AuthError(500, 'unexpected_failure', 'A valid session and a registered user are required to enroll a factor');
  }
  return caller as Caller & { sessionId: string };
}

/** GoTrue's loadFactor: the caller's own factor named in the path. */
async function ownFactor(ctx: AuthContext, caller: Caller, factorId: string): Promise<FactorRecord> {
  if (!UUID_RE.test(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = await findFactor(ctx.app.db, factorId, caller.user.id);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** The address challenges are bound to (an inet; anything unparseable counts as 0.0.0.0). */
function callerIp(ctx: AuthContext, req: ApiRequest): string {
  const ip = clientAddress(req, ctx.app.settings);
  return isIP(ip) ? ip : '0.0.0.0';
}

/** POST /factors (mfa.enroll): a new unverified TOTP factor with its secret, URI and QR code. */
export const enrollFactor: RouteHandler = async (ctx, req) => {
  const caller = await sessionCaller(ctx, req);
  const body = await readJsonObject(req, maxBody(ctx));
  const factorType = str(body, 'factor_type');
  const friendlyName = str(body, 'friendly_name');
  const issuerParam = str(body, 'issuer');
  str(body, 'phone');
  if (factorType === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (factorType === 'webauthn') throw unprocessable('mfa_web_authn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (factorType !== 'totp') throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');

  const db = ctx.app.db;
  const user = caller.user;
  const issuer = issuerParam || new URL(ctx.app.settings.siteUrl).host;
  const key = await generateTotpKey(issuer, user.email);
  const factorId = await db.transaction(async (tx) => {
    // GoTrue's validateFactors: expired unverified factors go first, then the name, count and aal checks.
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1::uuid and status = 'unverified'
         and created_at < now() - make_interval(secs => $2)`,
      [user.id, UNVERIFIED_FACTOR_EXPIRY_SECONDS],
    );
    const { rows } = await tx.query<{ friendly_name: string; verified: boolean }>(
      `select coalesce(friendly_name, '') as friendly_name, status = 'verified' as verified
       from auth.mfa_factors where user_id = $1::uuid for update`,
      [user.id],
    );
    if (rows.some((f) => f.friendly_name === friendlyName)) {
      throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
    }
    const verified = rows.filter((f) => f.verified).length;
    if (rows.length >= MAX_FACTORS || verified >= MAX_FACTORS) {
      throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    if (verified > 0 && (await sessionAal(tx, caller.sessionId)) !== 'aal2') {
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    return insertTotpFactor(tx, user.id, friendlyName, key.secret);
  });
  return json(200, {
    id: factorId,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: key.qrCode, secret: key.secret, uri: key.uri },
  });
};

/** POST /factors/{id}/challenge (mfa.challenge): a challenge bound to the caller's address, valid 5 minutes. */
export const challengeFactor: RouteHandler = async (ctx, req, [factorId]) => {
  const caller = await sessionCaller(ctx, req);
  const factor = await ownFactor(ctx, caller, factorId);
  await readOptionalJsonObject(req, maxBody(ctx));
  const challenge = await ctx.app.db.transaction((tx) => createChallenge(tx, factor.id, callerIp(ctx, req)));
  return json(200, { id: challenge.id, type: factor.factor_type, expires_at: challenge.expiresAt });
};

/**
 * POST /factors/{id}/verify (mfa.verify): the code for a live challenge from the same address. Success
 * verifies the factor, consumes the challenge and answers a new session object at aal2.
 */
export const verifyFactor: RouteHandler = async (ctx, req, [factorId]) => {
  const caller = await sessionCaller(ctx, req);
  const factor = await ownFactor(ctx, caller, factorId);
  const body = await readJsonObject(req, maxBody(ctx));
  const challengeId = str(body, 'challenge_id');
  const code = str(body, 'code');
  if (code === '') throw badRequest('validation_failed', 'Code needs to be non-empty');
  const ip = callerIp(ctx, req);

  const outcome = await ctx.app.db.transaction(async (tx) => {
    const challenge = UUID_RE.test(challengeId) ? await findChallenge(tx, factor.id, challengeId, ip) : null;
    if (!challenge) {
      throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    }
    // A used challenge (or one from another address) is refused as GoTrue refuses it.
    if (challenge.verified || !challenge.sameIp) {
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    if (challenge.age > CHALLENGE_EXPIRY_SECONDS) {
      await tx.query(`delete from auth.mfa_challenges where id = $1::uuid`, [challenge.id]);
      // The deletion must commit, so the error is returned rather than thrown.
      return unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const step = totpCodeStep(factor.secret, code);
    if (step === null) return unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
    // RFC 6238 §5.2: a code is accepted once. The factor remembers the last step it accepted, and a code of
    // that step or an earlier one is refused (as a wrong code), so a code seen once cannot open another session.
    const { rows: accepted } = await tx.query(
      `insert into _local.mfa_totp_last_step as l (factor_id, step) values ($1::uuid, $2)
         on conflict (factor_id) do update set step = excluded.step where l.step < excluded.step
       returning step`,
      [factor.id, step],
    );
    if (accepted.length === 0) return unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');

    await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1::uuid`, [challenge.id]);
    if (factor.status !== 'verified') {
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1::uuid`, [factor.id]);
    }
    const session = await raiseSessionToAal2(tx, tokenSettings(ctx), caller.user.id, caller.sessionId, factor.id, 'totp');
    // GoTrue's DeleteUnverifiedFactors: the other half-finished enrolments of this type go.
    await tx.query(`delete from auth.mfa_factors where user_id = $1::uuid and status = 'unverified' and factor_type = 'totp'`, [
      caller.user.id,
    ]);
    return session;
  });
  if (outcome instanceof AuthError) throw outcome;
  return json(200, outcome);
};

/** DELETE /factors/{id} (mfa.unenroll): a verified factor needs an aal2 session; its sessions drop to aal1. */
export const unenrollFactor: RouteHandler = async (ctx, req, [factorId]) => {
  const caller = await sessionCaller(ctx, req);
  const factor = await ownFactor(ctx, caller, factorId);
  await ctx.app.db.transaction(async (tx) => {
    if (factor.status === 'verified' && (await sessionAal(tx, caller.sessionId)) !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await tx.query(`delete from auth.mfa_factors where id = $1::uuid`, [factor.id]);
    await downgradeSessions(tx, caller.user.id, factor.id, factor.factor_type);
  });
  return json(200, { id: factor.id });
};
