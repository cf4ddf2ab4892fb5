import type { Queryable } from '../db/types.ts';
import { newOtp, tokenHash } from './tokens.ts';

export type MailKind =
  | 'signup'
  | 'invite'
  | 'recovery'
  | 'magiclink'
  | 'email_change_current'
  | 'email_change_new'
  | 'reauthentication';

const SUBJECTS: Record<MailKind, string> = {
  signup: 'Confirm Your Signup',
  invite: 'You have been invited',
  recovery: 'Reset Your Password',
  magiclink: 'Your Magic Link',
  email_change_current: 'Confirm Email Change',
  email_change_new: 'Confirm Email Change',
  reauthentication: 'Confirm reauthentication',
};

/** The `type` a link carries to /verify; the reauthentication email has a code only. */
const VERIFY_TYPES: Record<MailKind, string | null> = {
  signup: 'signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
  reauthentication: null,
};

const isLoopbackHost = (h: string) =>
  h === 'localhost' || h === '[::1]' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);

/**
 * GoTrue's redirect check (IsRedirectURLValid without an allow list): the site URL's host and scheme (any port
 * on localhost), or a loopback IP address. Anything else falls back to the site URL.
 */
export function safeRedirect(requested: string | null | undefined, siteUrl: string): string {
  if (!requested) return siteUrl;
  let ref: URL;
  let base: URL;
  try {
    ref = new URL(requested);
    base = new URL(siteUrl);
  } catch {
    return siteUrl;
  }
  const sameSite =
    ref.hostname === base.hostname && ref.protocol === base.protocol && (ref.port === base.port || isLoopbackHost(ref.hostname));
  const loopbackIp = ref.hostname !== 'localhost' && isLoopbackHost(ref.hostname);
  return sameSite || loopbackIp ? requested : siteUrl;
}

export interface SentMail {
  otp: string;
  tokenHash: string;
  /** The /verify link ('' for a code-only email). */
  link: string;
}

/**
 * "Sends" an email: the one-time code and its link go to the local outbox, where GET /auth/v1/_local/outbox
 * shows them. The caller stores the returned hash on the user (the link carries the hash, not the code).
 */
export async function sendMail(
  tx: Queryable,
  opts: { apiUrl: string; to: string; kind: MailKind; userId: string; redirectTo: string },
): Promise<SentMail> {
  const otp = newOtp();
  const hash = tokenHash(opts.to, otp);
  const verifyType = VERIFY_TYPES[opts.kind];
  const link = verifyType
    ? `${opts.apiUrl}/auth/v1/verify?token=${hash}&type=${verifyType}&redirect_to=${encodeURIComponent(opts.redirectTo)}`
    : '';
  await tx.query(
    `insert into _local.auth_outbox (recipient, kind, subject, link, otp, redirect_to, user_id)
     values ($1, $2, $3, $4, $5, $6, $7::uuid)`,
    [opts.to, opts.kind, SUBJECTS[opts.kind], link, otp, opts.redirectTo, opts.userId],
  );
  return { otp, tokenHash: hash, link };
}

export interface OutboxMessage {
  id: number;
  to: string;
  type: MailKind;
  subject: string;
  link: string;
  otp: string;
  redirect_to: string | null;
  created_at: string;
}

export async function readOutbox(q: Queryable, email: string | null, limit: number): Promise<OutboxMessage[]> {
  const { rows } = await q.query<{ json: string }>(
    `select coalesce(json_agg(m order by m.id desc), '[]'::json)::text as json from (
       select id, recipient as "to", kind as type, subject, link, otp, redirect_to,
              to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
       from _local.auth_outbox
       where $1::text is null or lower(recipient) = lower($1::text)
       order by id desc limit $2
     ) m`,
    [email, limit],
  );
  return JSON.parse(rows[0].json) as OutboxMessage[];
}
