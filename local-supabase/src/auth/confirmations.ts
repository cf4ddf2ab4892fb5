import type { Queryable } from '../db/types.ts';
import type { ApiRequest } from '../http/request.ts';
import type { AuthContext } from './context.ts';
import { safeRedirect, sendMail } from './mailer.ts';
import type { UserRecord } from './users.ts';

/** Where an email link leads after /verify: the request's redirect_to when allowed, else the site URL. */
export function redirectFor(ctx: AuthContext, req: ApiRequest, fromBody?: string): string {
  const requested = req.url.searchParams.get('redirect_to') || fromBody || req.headers.referer;
  return safeRedirect(requested, ctx.app.settings.siteUrl);
}

type Target = Pick<UserRecord, 'id' | 'email'>;

/** The signup confirmation email (GoTrue's sendConfirmation). */
export async function sendConfirmation(tx: Queryable, ctx: AuthContext, user: Target, redirectTo: string) {
  const mail = await sendMail(tx, { apiUrl: ctx.app.url(), to: user.email, kind: 'signup', userId: user.id, redirectTo });
  await tx.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now() where id = $1::uuid`,
    [user.id, mail.tokenHash],
  );
}

/** A password recovery or magic link email: both sign in through the recovery token. */
export async function sendRecovery(
  tx: Queryable,
  ctx: AuthContext,
  user: Target,
  redirectTo: string,
  kind: 'recovery' | 'magiclink',
) {
  const mail = await sendMail(tx, { apiUrl: ctx.app.url(), to: user.email, kind, userId: user.id, redirectTo });
  await tx.query(
    `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1::uuid`,
    [user.id, mail.tokenHash],
  );
}

/**
 * An email change (secure, as the CLI's double_confirm_changes): a link to the new address and one to the
 * current address. With confirmations off either link completes the change; with them on, both are needed.
 */
export async function sendEmailChange(tx: Queryable, ctx: AuthContext, user: Target, newEmail: string, redirectTo: string) {
  const apiUrl = ctx.app.url();
  const toNew = await sendMail(tx, { apiUrl, to: newEmail, kind: 'email_change_new', userId: user.id, redirectTo });
  const toCurrent = user.email
    ? await sendMail(tx, { apiUrl, to: user.email, kind: 'email_change_current', userId: user.id, redirectTo })
    : null;
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now()
     where id = $1::uuid`,
    [user.id, newEmail, toNew.tokenHash, toCurrent?.tokenHash ?? ''],
  );
}
