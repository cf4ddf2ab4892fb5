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

// The role's own statement_timeout (ALTER ROLE … SET) applies to the request, as PostgREST applies the
// impersonated role's settings; it is set before the role, while the catalogue is still read as the owner.
const SET_CALLER = `select set_config('search_path', 'public, extensions', true),
            set_config('statement_timeout', coalesce((${ROLE_TIMEOUT_SQL}), current_setting('statement_timeout')), true),
            set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true),
            set_config('request.path', $4, true),
            set_config('request.headers', $5, true)`;

// Going read-only is allowed at any point of a transaction (only the way back is refused), so this can ride
// in the same statement instead of a SET TRANSACTION of its own.
const SET_CALLER_READ_ONLY = `${SET_CALLER}, set_config('transaction_read_only', 'on', true)`;

/**
 * The statement that makes the rest of its transaction run as the caller, as PostgREST does: transaction-local
 * `role` and `request.jwt.claims` (so Postgres enforces row-level security) and the request's method, path
 * and headers. It must come first in the transaction.
 */
export function callerStatement(auth: Pick<AuthInfo, 'role' | 'claims'>, req: RequestSettings = {}, options: { readOnly?: boolean } = {}): Statement {
  const claims = auth.claims ?? { role: auth.role };
  return {
    sql: options.readOnly ? SET_CALLER_READ_ONLY : SET_CALLER,
    params: [auth.role, JSON.stringify(claims), req.method ?? '', req.path ?? '', JSON.stringify(req.headers ?? {})],
    caller: { role: auth.role, readOnly: options.readOnly === true, key: typeof claims.sub === 'string' ? `sub:${claims.sub}` : `role:${auth.role}` },
  };
}

/** Applies the caller inside an open transaction (see callerStatement). */
export async function applyRequestContext(tx: Queryable, auth: Pick<AuthInfo, 'role' | 'claims'>, req: RequestSettings = {}) {
  const { sql, params } = callerStatement(auth, req);
  await tx.query(sql, params);
}
