import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import type { JsonObject } from './body.ts';
import { cleanFactorJson, FACTOR_JSON } from './mfa/factors.ts';

/** GoTrue writes the nil instance id on every row it creates. */
export const NIL_INSTANCE = '00000000-0000-0000-0000-000000000000';
export const AUDIENCE = 'authenticated';

/** Timestamps as Go's encoding/json writes them, independent of the session time zone and the driver. */
const ts = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const epoch = (col: string) => `extract(epoch from ${col})::float8`;

/** The public user object (GoTrue's models.User), key order included, built in SQL so both drivers agree. */
const USER_JSON = `json_build_object(
  'id', u.id,
  'aud', coalesce(u.aud, ''),
  'role', coalesce(u.role, ''),
  'email', coalesce(u.email, ''),
  'email_confirmed_at', ${ts('u.email_confirmed_at')},
  'invited_at', ${ts('u.invited_at')},
  'phone', coalesce(u.phone, ''),
  'phone_confirmed_at', ${ts('u.phone_confirmed_at')},
  'confirmation_sent_at', ${ts('u.confirmation_sent_at')},
  'confirmed_at', ${ts('u.confirmed_at')},
  'recovery_sent_at', ${ts('u.recovery_sent_at')},
  'new_email', nullif(u.email_change, ''),
  'email_change_sent_at', ${ts('u.email_change_sent_at')},
  'new_phone', nullif(u.phone_change, ''),
  'phone_change_sent_at', ${ts('u.phone_change_sent_at')},
  'reauthentication_sent_at', ${ts('u.reauthentication_sent_at')},
  'last_sign_in_at', ${ts('u.last_sign_in_at')},
  'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
  'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
  'identities', (
    select coalesce(json_agg(json_build_object(
      'identity_id', i.id,
      'id', i.provider_id,
      'user_id', i.user_id,
      'identity_data', i.identity_data,
      'provider', i.provider,
      'last_sign_in_at', ${ts('i.last_sign_in_at')},
      'created_at', ${ts('i.created_at')},
      'updated_at', ${ts('i.updated_at')},
      'email', nullif(i.email, '')
    ) order by i.created_at, i.id), '[]'::json)
    from auth.identities i where i.user_id = u.id
  ),
  'factors', (select json_agg(${FACTOR_JSON('f')} order by f.created_at, f.id) from auth.mfa_factors f where f.user_id = u.id),
  'created_at', ${ts('u.created_at')},
  'updated_at', ${ts('u.updated_at')},
  'banned_until', ${ts('u.banned_until')},
  'deleted_at', ${ts('u.deleted_at')},
  'is_anonymous', u.is_anonymous
)::text`;

const USER_SELECT = `
  select u.id::text as id,
    coalesce(u.aud, '') as aud,
    coalesce(u.role, '') as role,
    coalesce(u.email, '') as email,
    coalesce(u.phone, '') as phone,
    u.encrypted_password,
    u.email_confirmed_at is not null as email_confirmed,
    coalesce(u.banned_until > now(), false) as banned,
    u.is_anonymous,
    coalesce(u.email_change, '') as email_change,
    coalesce(u.email_change_token_new, '') as email_change_token_new,
    coalesce(u.email_change_token_current, '') as email_change_token_current,
    coalesce(u.email_change_confirm_status, 0)::int as email_change_confirm_status,
    coalesce(u.confirmation_token, '') as confirmation_token,
    coalesce(u.recovery_token, '') as recovery_token,
    coalesce(u.reauthentication_token, '') as reauthentication_token,
    ${epoch('u.reauthentication_sent_at')} as reauthentication_sent_at,
    ${epoch('u.confirmation_sent_at')} as confirmation_sent_at,
    ${epoch('u.recovery_sent_at')} as recovery_sent_at,
    ${epoch('u.email_change_sent_at')} as email_change_sent_at,
    ${USER_JSON} as json
  from auth.users u`;

export interface UserRecord {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  encrypted_password: string | null;
  email_confirmed: boolean;
  banned: boolean;
  is_anonymous: boolean;
  email_change: string;
  email_change_token_new: string;
  email_change_token_current: string;
  email_change_confirm_status: number;
  confirmation_token: string;
  recovery_token: string;
  reauthentication_token: string;
  reauthentication_sent_at: number | null;
  /** Unix seconds, or null. */
  confirmation_sent_at: number | null;
  recovery_sent_at: number | null;
  email_change_sent_at: number | null;
  /** The user object clients receive. */
  json: JsonObject;
  app_metadata: JsonObject;
  user_metadata: JsonObject;
}

// Go's `omitempty` fields: absent rather than null when unset.
const OPTIONAL_USER_KEYS = [
  'email_confirmed_at', 'invited_at', 'phone_confirmed_at', 'confirmation_sent_at', 'confirmed_at', 'recovery_sent_at',
  'new_email', 'email_change_sent_at', 'new_phone', 'phone_change_sent_at', 'reauthentication_sent_at',
  'last_sign_in_at', 'banned_until', 'deleted_at', 'factors',
];
const OPTIONAL_IDENTITY_KEYS = ['identity_data', 'last_sign_in_at', 'email'];

function dropNulls(o: JsonObject, keys: string[]) {
  for (const k of keys) if (o[k] === null) delete o[k];
}

type UserRow = Omit<UserRecord, 'json' | 'app_metadata' | 'user_metadata'> & { json: string };

function toRecord(row: UserRow): UserRecord {
  const json = JSON.parse(row.json) as JsonObject;
  dropNulls(json, OPTIONAL_USER_KEYS);
  for (const identity of json.identities as JsonObject[]) dropNulls(identity, OPTIONAL_IDENTITY_KEYS);
  if (Array.isArray(json.factors)) (json.factors as JsonObject[]).forEach(cleanFactorJson);
  return {
    ...row,
    json,
    app_metadata: json.app_metadata as JsonObject,
    user_metadata: json.user_metadata as JsonObject,
  };
}

async function selectOne(q: Queryable, where: string, params: unknown[], lock = false): Promise<UserRecord | null> {
  const { rows } = await q.query<UserRow>(`${USER_SELECT} where ${where} limit 1${lock ? ' for update of u' : ''}`, params);
  return rows[0] ? toRecord(rows[0]) : null;
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function findUserById(q: Queryable, id: string, lock = false): Promise<UserRecord | null> {
  if (!UUID_RE.test(id)) return Promise.resolve(null);
  return selectOne(q, 'u.id = $1::uuid', [id], lock);
}

/** Emails are case-insensitive: GoTrue stores them lower-cased, and SQL-seeded rows may not be. */
export function findUserByEmail(q: Queryable, email: string, lock = false): Promise<UserRecord | null> {
  return selectOne(q, 'lower(u.email) = lower($1) and u.is_sso_user = false', [email], lock);
}

export type TokenColumn = 'confirmation_token' | 'recovery_token' | 'email_change_token';

/** The user holding a one-time token (the hash sent in an email link). */
export function findUserByToken(q: Queryable, column: TokenColumn, token: string): Promise<UserRecord | null> {
  if (!token) return Promise.resolve(null);
  const where =
    column === 'email_change_token'
      ? '(u.email_change_token_current = $1 or u.email_change_token_new = $1)'
      : `u.${column} = $1`;
  return selectOne(q, where, [token]);
}

export async function listUsers(
  q: Queryable,
  page: number,
  perPage: number,
  filter: string,
): Promise<{ users: JsonObject[]; total: number }> {
  // GoTrue's filter: a substring of the email or of user_metadata.full_name.
  const match = `($1 = '' or u.email like '%' || $1 || '%' or u.raw_user_meta_data ->> 'full_name' ilike '%' || $1 || '%')`;
  const { rows } = await q.query<UserRow>(
    `${USER_SELECT} where ${match} order by u.created_at desc, u.id limit $2 offset $3`,
    [filter, perPage, (page - 1) * perPage],
  );
  const count = await q.query<{ n: number }>(`select count(*)::int as n from auth.users u where ${match}`, [filter]);
  return { users: rows.map((r) => toRecord(r).json), total: count.rows[0].n };
}

export interface NewUser {
  id?: string;
  email: string;
  passwordHash: string | null;
  userMetadata: JsonObject;
  appMetadata: JsonObject;
  role?: string;
  aud?: string;
  confirmed: boolean;
  /** Set confirmation_sent_at and the token when a confirmation email goes out. */
  confirmationToken?: string;
}

/**
 * Inserts the user and its email identity. The project's triggers on auth.users see raw_user_meta_data, as
 * they do on hosted Supabase.
 */
export async function insertUser(tx: Queryable, u: NewUser, identityExtra: JsonObject = {}): Promise<string> {
  const id = u.id ?? randomUUID();
  const userMetadata = u.confirmed ? { ...u.userMetadata, email_verified: true } : u.userMetadata;
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       is_anonymous, is_sso_user)
     values ($1, $2, $3, $4, $5, $6, case when $7::boolean then now() end,
       $8::text, case when $8::text <> '' then now() end, $9::jsonb, $10::jsonb, now(), now(), false, false)`,
    [
      NIL_INSTANCE, id, u.aud ?? AUDIENCE, u.role ?? AUDIENCE, u.email, u.passwordHash ?? '', u.confirmed,
      u.confirmationToken ?? '', JSON.stringify(u.appMetadata), JSON.stringify(userMetadata),
    ],
  );
  // GoTrue keeps the signup data in the identity too (for keys the identity does not already have).
  const identityData: JsonObject = { ...identityExtra, sub: id, email: u.email, email_verified: false, phone_verified: false };
  await tx.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2::text, $2::uuid, $3::jsonb, 'email', now(), now(), now())`,
    [randomUUID(), id, JSON.stringify(identityData)],
  );
  return id;
}

/**
 * GoTrue's metadata update: a shallow merge where a null value removes the key.
 */
export async function mergeMetadata(
  tx: Queryable,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  patch: JsonObject,
): Promise<void> {
  await tx.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb)
       - coalesce((select array_agg(key) from jsonb_each($2::jsonb) where jsonb_typeof(value) = 'null'), '{}'::text[]),
       updated_at = now()
     where id = $1::uuid`,
    [userId, JSON.stringify(patch)],
  );
}

/** user.Confirm(): confirmed now, token cleared, and `email_verified: true` in the user metadata. */
export async function confirmEmail(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1::uuid`,
    [userId],
  );
}

/** Sets keys of the email identity's identity_data (e.g. email_verified after a confirmation link). */
export async function updateEmailIdentity(tx: Queryable, userId: string, patch: JsonObject): Promise<void> {
  await tx.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
     where user_id = $1::uuid and provider = 'email'`,
    [userId, JSON.stringify(patch)],
  );
}

/**
 * A new password hash. As GoTrue's UpdatePassword, outstanding email links stop working (the caller then
 * ends the user's other sessions).
 */
export async function setPassword(tx: Queryable, userId: string, passwordHash: string): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = $2,
       confirmation_token = '', confirmation_sent_at = null, recovery_token = '', recovery_sent_at = null,
       email_change_token_current = '', email_change_token_new = '', email_change_sent_at = null,
       phone_change_token = '', phone_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null,
       updated_at = now()
     where id = $1::uuid`,
    [userId, passwordHash],
  );
}
