import type { Queryable } from '../../db/types.ts';
import { json } from '../../http/reply.ts';
import type { AuthContext, RouteHandler } from '../context.ts';
import type { ApiRequest } from '../../http/request.ts';
import { badRequest, unprocessable } from '../errors.ts';
import { requireUser } from '../guards.ts';
import { sendMail } from '../mailer.ts';
import { tokenHash } from '../tokens.ts';
import type { UserRecord } from '../users.ts';
import { OTP_EXPIRY_SECONDS } from '../verification.ts';

/** GET /reauthenticate (auth.reauthenticate): a six-digit nonce for a password change, to the outbox. */
export const reauthenticate: RouteHandler = async (ctx, req) => {
  const { user } = await requireUser(ctx.app.db, req, ctx.app.settings.jwtSecret);
  if (!user.email) throw unprocessable('validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  if (!user.email_confirmed) throw badRequest('validation_failed', 'Please verify your email first.');
  await ctx.app.db.transaction(async (tx) => {
    const mail = await sendMail(tx, {
      apiUrl: ctx.app.url(),
      to: user.email,
      kind: 'reauthentication',
      userId: user.id,
      redirectTo: ctx.app.settings.siteUrl,
    });
    await tx.query(
      `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now() where id = $1::uuid`,
      [user.id, mail.tokenHash],
    );
    await tx.query(`delete from _local.reauthentication_failures where user_id = $1::uuid`, [user.id]);
  });
  return json(200, {});
};

/** Wrong nonces after which the nonce is used up. */
export const MAX_NONCE_FAILURES = 5;

const nonceInvalid = () => unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid');

/**
 * A guess at the nonce, before anything else is done with the request: it counts against the member's and the
 * address's guess limits (429), and a wrong one is recorded (committed even though the request fails); the
 * fifth wrong one uses the nonce up. The right one is used up later, with the change it allows.
 */
export async function checkNonce(ctx: AuthContext, req: ApiRequest, user: UserRecord, nonce: string): Promise<void> {
  ctx.guesses.take(req, user.id);
  if (nonceMatches(user, nonce)) return;
  if (user.reauthentication_token) {
    await ctx.app.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ failures: number }>(
        `insert into _local.reauthentication_failures as f (user_id, failures) values ($1::uuid, 1)
           on conflict (user_id) do update set failures = f.failures + 1 returning failures`,
        [user.id],
      );
      if (rows[0].failures >= MAX_NONCE_FAILURES) {
        await tx.query(
          `update auth.users set reauthentication_token = '', reauthentication_sent_at = null, updated_at = now() where id = $1::uuid`,
          [user.id],
        );
        await tx.query(`delete from _local.reauthentication_failures where user_id = $1::uuid`, [user.id]);
      }
    });
  }
  throw nonceInvalid();
}

function nonceMatches(user: UserRecord, nonce: string): boolean {
  if (!user.reauthentication_token || user.reauthentication_sent_at === null) return false;
  const fresh = Date.now() / 1000 <= user.reauthentication_sent_at + OTP_EXPIRY_SECONDS;
  return fresh && tokenHash(user.email, nonce) === user.reauthentication_token;
}

/** GoTrue's verifyReauthentication: the nonce must be the latest one sent, unexpired; it is used up. */
export async function consumeNonce(tx: Queryable, user: UserRecord, nonce: string): Promise<void> {
  // Read again under a lock: the nonce may have been used up since the request's first look.
  const { rows } = await tx.query<{ token: string }>(
    `select coalesce(reauthentication_token, '') as token from auth.users where id = $1::uuid for update`,
    [user.id],
  );
  if (!nonceMatches({ ...user, reauthentication_token: rows[0]?.token ?? '' }, nonce)) throw nonceInvalid();
  await tx.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null, updated_at = now() where id = $1::uuid`,
    [user.id],
  );
  await tx.query(`delete from _local.reauthentication_failures where user_id = $1::uuid`, [user.id]);
}
