import type { AuthInfo } from '../http/request.ts';
import type { Queryable, Statement } from './types.ts';

export interface RequestSettings {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
}

/** The role's statement_timeout setting for this database ($1: the role), or no row. */
export const ROLE_TIMEOUT_SQL = `select split_part(c, '=', 2)
  from pg_catalog.pg_db_role_setting s cross join lateral unnest(s.setconfig) c
  where s.setrole = (select oid from pg_catalog.pg_roles where rolname = $1)
    and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
    and c like 'statement\\_timeout=%'
  order by s.setdatabase desc limit 1`;

/** The API roles' statement_timeout settings for this database (value null: none), as the drivers read them once. */
export const ROLE_TIMEOUTS_SQL = `select role, (${ROLE_TIMEOUT_SQL.replaceAll('$1', 'role')}) as value
  from unnest(array['anon', 'authenticated', 'service_role']) role`;

// The role's own statement_timeout (ALTER ROLE … SET) applies to the request, as PostgREST applies the
// impersonated role's settings; it is set before the role, while the catalogue is still read as the owner
// (a function's arguments are evaluated in order). Going read-only is allowed at any point of a transaction
// (only the way back is refused), so it can ride in the same statement instead of a SET TRANSACTION of its
// own. The statement answers with one small number, not the values it set: those held the request's headers
// and claims, sent back by the database and parsed by the driver on every request.
const callerSql = (timeout: string, readOnly: boolean) => `select num_nulls(set_config('search_path', 'public, extensions', true),
            set_config('statement_timeout', ${timeout}, true),
            set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true),
            set_config('request.path', $4, true),
            set_config('request.headers', $5, true)${readOnly ? ",\n            set_config('transaction_read_only', 'on', true)" : ''})`;
const LOOKED_UP_TIMEOUT = `coalesce((${ROLE_TIMEOUT_SQL}), current_setting('statement_timeout'))`;
const SET_CALLER = callerSql(LOOKED_UP_TIMEOUT, false);
const SET_CALLER_READ_ONLY = callerSql(LOOKED_UP_TIMEOUT, true);

// The same with the role's timeout as the driver read it at the schema's load ($6; null: the session's own),
// as PostgREST reads role settings with its schema cache: the catalogue lookup above cost about 27 µs of
// every request on PostgreSQL.
const GIVEN_TIMEOUT = `coalesce($6, current_setting('statement_timeout'))`;
const SET_CALLER_KNOWN = callerSql(GIVEN_TIMEOUT, false);
const SET_CALLER_KNOWN_READ_ONLY = callerSql(GIVEN_TIMEOUT, true);

/**
 * The caller statement with its role's statement_timeout given (`timeout`, the setting's text or null for
 * none) instead of looked up in the catalogue by the statement. Other statements are returned as they are.
 */
export function withRoleTimeout(s: Statement, timeout: string | null): Statement {
  if (s.sql !== SET_CALLER && s.sql !== SET_CALLER_READ_ONLY) return s;
  return { ...s, sql: s.sql === SET_CALLER ? SET_CALLER_KNOWN : SET_CALLER_KNOWN_READ_ONLY, params: [...(s.params ?? []), timeout] };
}

/**
 * The statement that makes the rest of its transaction run as the caller, as PostgREST does: transaction-local
 * `role` and `request.jwt.claims` (so Postgres enforces row-level security) and the request's method, path
 * and headers. It must come first in the transaction.
 */
export function callerStatement(auth: Pick<AuthInfo, 'role' | 'claims' | 'claimsJson'>, req: RequestSettings = {}, options: { readOnly?: boolean } = {}): Statement {
  const claims = auth.claims ?? { role: auth.role };
  const claimsJson = (auth.claims && auth.claimsJson) || JSON.stringify(claims);
  return {
    sql: options.readOnly ? SET_CALLER_READ_ONLY : SET_CALLER,
    params: [auth.role, claimsJson, req.method ?? '', req.path ?? '', JSON.stringify(req.headers ?? {})],
    caller: { role: auth.role, readOnly: options.readOnly === true, key: typeof claims.sub === 'string' ? `sub:${claims.sub}` : `role:${auth.role}` },
  };
}

/** Applies the caller inside an open transaction (see callerStatement). */
export async function applyRequestContext(tx: Queryable, auth: Pick<AuthInfo, 'role' | 'claims' | 'claimsJson'>, req: RequestSettings = {}) {
  const { sql, params } = callerStatement(auth, req);
  await tx.query(sql, params);
}
