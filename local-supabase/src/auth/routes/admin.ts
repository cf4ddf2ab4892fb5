import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import { json } from '../../http/reply.ts';
import type { ApiRequest } from '../../http/request.ts';
import { bool, obj, optStr, readJsonObject, readOptionalJsonObject, str, type JsonObject } from '../body.ts';
import { maxBody, type AuthContext, type RouteHandler } from '../context.ts';
import { badRequest, DUPLICATE_EMAIL, notFound, notImplemented, unprocessable } from '../errors.ts';
import { requireAdmin } from '../guards.ts';
import { checkPasswordStrength, MAX_PASSWORD_BYTES } from '../passwords.ts';
import { logout } from '../sessions.ts';
import {
  AUDIENCE, confirmEmail, findUserByEmail, findUserById, insertUser, listUsers, mergeMetadata, setPassword,
  updateEmailIdentity, UUID_RE, type UserRecord,
} from '../users.ts';
import { parseGoDuration, validateEmail } from '../validation.ts';

const BCRYPT_HASH = /^\$2[aby]?\$\d{2}\$[./A-Za-z0-9]{53}$/;
const DEFAULT_PER_PAGE = 50;

function pageParam(req: ApiRequest, name: string, fallback: number): number {
  const raw = req.url.searchParams.get(name) ?? '';
  if (raw === '') return fallback;
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw badRequest('validation_failed', `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`);
  }
  return Number(raw);
}

/** GoTrue's Link header: next (when there is one) and last page, query keys sorted as Go encodes them. */
function paginationLink(req: ApiRequest, page: number, perPage: number, total: number): string {
  const lastPage = Math.ceil(total / perPage);
  const at = (p: number) => {
    const q = new URLSearchParams(req.url.searchParams);
    q.set('page', String(p));
    q.sort();
    return `</admin/users?${q.toString()}>`;
  };
  return (lastPage > page ? `${at(page + 1)}; rel="next", ` : '') + `${at(lastPage)}; rel="last"`;
}

/** GET /admin/users?page=&per_page=: newest first, `{users, aud}` with X-Total-Count and Link. */
export const adminListUsers: RouteHandler = async (ctx, req) => {
  requireAdmin(req, ctx.app.settings.jwtSecret);
  // pop's paginator: pages start at 1, a zero page size means 20.
  const page = Math.max(1, pageParam(req, 'page', 1));
  let perPage = pageParam(req, 'per_page', DEFAULT_PER_PAGE);
  if (perPage < 1) perPage = 20;
  if ((page - 1) * perPage > Number.MAX_SAFE_INTEGER) throw badRequest('validation_failed', 'Bad Pagination Parameters: page out of range');
  const { users, total } = await listUsers(ctx.app.db, page, perPage, req.url.searchParams.get('filter') ?? '');
  return json(
    200,
    { users, aud: AUDIENCE },
    { 'x-total-count': String(total), link: paginationLink(req, page, perPage, total) },
  );
};

export async function loadUser(ctx: AuthContext, id: string): Promise<UserRecord> {
  if (!UUID_RE.test(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.app.db, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

/** ban_duration: a Go duration, or "none" to lift a ban. */
function banDuration(body: JsonObject): number | undefined {
  const raw = str(body, 'ban_duration');
  if (raw === '') return undefined;
  return raw === 'none' ? 0 : parseGoDuration(raw);
}

async function applyBan(tx: Queryable, userId: string, ms: number) {
  await tx.query(
    `update auth.users set banned_until = case when $2::float8 = 0 then null else now() + $2::float8 * interval '1 millisecond' end,
       updated_at = now() where id = $1::uuid`,
    [userId, ms],
  );
}

/** POST /admin/users: create a user; email_confirm, user_metadata, app_metadata, role, password or hash. */
export const adminCreateUser: RouteHandler = async (ctx, req) => {
  requireAdmin(req, ctx.app.settings.jwtSecret);
  const body = await readJsonObject(req, maxBody(ctx));
  const id = str(body, 'id');
  const aud = str(body, 'aud') || AUDIENCE;
  const role = str(body, 'role') || AUDIENCE;
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = optStr(body, 'password');
  const passwordHash = str(body, 'password_hash');
  const emailConfirm = bool(body, 'email_confirm');
  bool(body, 'phone_confirm');
  const userMetadata = obj(body, 'user_metadata') ?? {};
  const appMetadata = obj(body, 'app_metadata');
  const ban = banDuration(body);

  if (!email && !phone) throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  if (phone) throw notImplemented('Phone numbers (there is no SMS provider)');
  const address = validateEmail(email);
  if (await findUserByEmail(ctx.app.db, address)) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  if (password !== undefined && passwordHash) {
    throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
  }
  if (passwordHash && !BCRYPT_HASH.test(passwordHash)) {
    throw badRequest('validation_failed', 'Invalid password hash: only bcrypt hashes are supported');
  }
  if (password && Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', 'bcrypt: password length exceeds 72 bytes');
  }
  if (id && !UUID_RE.test(id)) throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
  if (id === '00000000-0000-0000-0000-000000000000') throw badRequest('validation_failed', 'ID cannot be a nil uuid');

  // Without a password the user gets an unguessable one (sign-in then goes through email links).
  const hash = passwordHash || (await ctx.hasher.hash(password || randomBytes(32).toString('base64url')));
  const created = await ctx.app.db.transaction(async (tx) => {
    const userId = await insertUser(tx, {
      id: id || undefined,
      email: address,
      passwordHash: hash,
      userMetadata,
      appMetadata: { provider: 'email', providers: ['email'] },
      role,
      aud,
      confirmed: emailConfirm,
    });
    if (appMetadata) await mergeMetadata(tx, userId, 'raw_app_meta_data', appMetadata);
    if (ban !== undefined) await applyBan(tx, userId, ban);
    return (await findUserById(tx, userId))!;
  });
  return json(200, created.json);
};

/** GET /admin/users/{id} */
export const adminGetUser: RouteHandler = async (ctx, req, [id]) => {
  requireAdmin(req, ctx.app.settings.jwtSecret);
  return json(200, (await loadUser(ctx, id)).json);
};

/** PUT /admin/users/{id}: metadata merged (a null value removes a key), email set directly, password, ban. */
export const adminUpdateUser: RouteHandler = async (ctx, req, [id]) => {
  requireAdmin(req, ctx.app.settings.jwtSecret);
  const user = await loadUser(ctx, id);
  const body = await readJsonObject(req, maxBody(ctx));
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const role = str(body, 'role');
  const password = optStr(body, 'password');
  const emailConfirm = bool(body, 'email_confirm');
  bool(body, 'phone_confirm');
  const userMetadata = obj(body, 'user_metadata');
  const appMetadata = obj(body, 'app_metadata');
  const ban = banDuration(body);

  const address = email ? validateEmail(email) : '';
  if (phone) throw notImplemented('Phone numbers (there is no SMS provider)');
  if (address && address !== user.email) {
    const other = await findUserByEmail(ctx.app.db, address);
    if (other && other.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  }
  let hash: string | undefined;
  if (password !== undefined) {
    checkPasswordStrength(password);
    hash = await ctx.hasher.hash(password);
  }

  const updated = await ctx.app.db.transaction(async (tx) => {
    if (role) await tx.query(`update auth.users set role = $2, updated_at = now() where id = $1::uuid`, [user.id, role]);
    if (emailConfirm) await confirmEmail(tx, user.id);
    if (hash) {
      await setPassword(tx, user.id, hash);
      await logout(tx, user.id, null, 'global');
    }
    if (address) {
      await updateEmailIdentity(tx, user.id, { email: address, email_verified: emailConfirm });
      await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1::uuid`, [user.id, address]);
    }
    if (appMetadata) await mergeMetadata(tx, user.id, 'raw_app_meta_data', appMetadata);
    if (userMetadata) await mergeMetadata(tx, user.id, 'raw_user_meta_data', userMetadata);
    if (ban !== undefined) await applyBan(tx, user.id, ban);
    return (await findUserById(tx, user.id))!;
  });
  return json(200, updated.json);
};

/**
 * DELETE /admin/users/{id}: the row goes, and with it (foreign keys) identities, sessions, refresh tokens and
 * whatever the project cascades. `should_soft_delete` keeps an anonymised row instead.
 */
export const adminDeleteUser: RouteHandler = async (ctx, req, [id]) => {
  requireAdmin(req, ctx.app.settings.jwtSecret);
  const user = await loadUser(ctx, id);
  const body = await readOptionalJsonObject(req, maxBody(ctx));
  const soft = bool(body, 'should_soft_delete');
  await ctx.app.db.transaction(async (tx) => {
    await tx.query(`delete from auth.refresh_tokens where user_id = $1`, [user.id]);
    if (!soft) {
      await tx.query(`delete from auth.users where id = $1::uuid`, [user.id]);
      return;
    }
    // GoTrue's soft delete: contact details replaced by a hash, no password, no metadata, no sessions. The hash
    // (base64url of sha256(id || email)) is made here: PGlite's pgcrypto failed it now and then in CI with
    // "Cannot use \"sha256\": Cipher cannot be initialized".
    const hashed = createHash('sha256').update(user.id + user.email).digest('base64url');
    await tx.query(
      `update auth.users set
         email = case when email is null or email = '' then email else $2 end,
         phone = null, encrypted_password = null, email_change = '', phone_change = '',
         confirmation_token = '', recovery_token = '', email_change_token_current = '', email_change_token_new = '',
         phone_change_token = '', raw_user_meta_data = '{}'::jsonb,
         deleted_at = coalesce(deleted_at, now()), updated_at = now()
       where id = $1::uuid`,
      [user.id, hashed],
    );
    await tx.query(`delete from auth.identities where user_id = $1::uuid`, [user.id]);
    await tx.query(`delete from auth.mfa_factors where user_id = $1::uuid`, [user.id]);
    await logout(tx, user.id, null, 'global');
  });
  return json(200, {});
};
