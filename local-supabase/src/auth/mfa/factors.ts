import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import type { JsonObject } from '../body.ts';

/** Supabase Auth's defaults: challenges last 5 minutes, at most 10 factors per user. */
export const CHALLENGE_EXPIRY_SECONDS = 300;
export const MAX_FACTORS = 10;
/** An unverified factor older than this is dropped at the user's next enrolment (GoTrue's factor expiry). */
export const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;

const ts = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The public factor object (GoTrue's models.Factor), key order included; friendly_name is omitted when empty. */
export const FACTOR_JSON = (f: string) => `json_build_object(
  'id', ${f}.id,
  'created_at', ${ts(`${f}.created_at`)},
  'updated_at', ${ts(`${f}.updated_at`)},
  'status', ${f}.status,
  'friendly_name', nullif(${f}.friendly_name, ''),
  'factor_type', ${f}.factor_type,
  'phone', coalesce(${f}.phone, ''),
  'last_challenged_at', ${ts(`${f}.last_challenged_at`)}
)`;

export function cleanFactorJson(f: JsonObject): JsonObject {
  if (f.friendly_name === null) delete f.friendly_name;
  return f;
}

export interface FactorRecord {
  id: string;
  user_id: string;
  friendly_name: string;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string;
  json: JsonObject;
}

export async function listFactors(q: Queryable, userId: string): Promise<JsonObject[]> {
  const { rows } = await q.query<{ json: string }>(
    `select coalesce(json_agg(${FACTOR_JSON('f')} order by f.created_at, f.id), '[]'::json)::text as json
     from auth.mfa_factors f where f.user_id = $1::uuid`,
    [userId],
  );
  return (JSON.parse(rows[0].json) as JsonObject[]).map(cleanFactorJson);
}

/** The user's factor with this id (any user's, when userId is null), locked when asked. */
export async function findFactor(q: Queryable, id: string, userId: string | null, lock = false): Promise<FactorRecord | null> {
  const { rows } = await q.query<Omit<FactorRecord, 'json'> & { json: string }>(
    `select f.id::text as id, f.user_id::text as user_id, coalesce(f.friendly_name, '') as friendly_name,
            f.factor_type::text as factor_type, f.status::text as status, coalesce(f.secret, '') as secret,
            ${FACTOR_JSON('f')}::text as json
     from auth.mfa_factors f where f.id = $1::uuid and ($2::uuid is null or f.user_id = $2::uuid)
     ${lock ? 'for update' : ''}`,
    [id, userId],
  );
  const row = rows[0];
  return row ? { ...row, json: cleanFactorJson(JSON.parse(row.json) as JsonObject) } : null;
}

export async function insertTotpFactor(tx: Queryable, userId: string, friendlyName: string, secret: string): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1::uuid, $2::uuid, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, userId, friendlyName, secret],
  );
  return id;
}

export interface ChallengeRecord {
  id: string;
  verified: boolean;
  /** Whether the verifying request comes from the address the challenge was created from. */
  sameIp: boolean;
  /** Seconds since the challenge was created. */
  age: number;
}

/** A challenge for the factor from the caller's address; the factor's last_challenged_at moves to now. */
export async function createChallenge(tx: Queryable, factorId: string, ip: string): Promise<{ id: string; expiresAt: number }> {
  const id = randomUUID();
  const { rows } = await tx.query<{ created: number }>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
     values ($1::uuid, $2::uuid, now(), $3::inet)
     returning extract(epoch from created_at)::float8 as created`,
    [id, factorId, ip],
  );
  // clock_timestamp(): unique per call even inside one transaction (the column is unique, as hosted).
  await tx.query(`update auth.mfa_factors set last_challenged_at = clock_timestamp(), updated_at = now() where id = $1::uuid`, [factorId]);
  return { id, expiresAt: Math.floor(Number(rows[0].created)) + CHALLENGE_EXPIRY_SECONDS };
}

export async function findChallenge(q: Queryable, factorId: string, challengeId: string, ip: string): Promise<ChallengeRecord | null> {
  const { rows } = await q.query<ChallengeRecord>(
    `select id::text as id, verified_at is not null as verified, ip_address = $3::inet as "sameIp",
            extract(epoch from now() - created_at)::float8 as age
     from auth.mfa_challenges where id = $1::uuid and factor_id = $2::uuid for update`,
    [challengeId, factorId, ip],
  );
  return rows[0] ? { ...rows[0], age: Number(rows[0].age) } : null;
}
