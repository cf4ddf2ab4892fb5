import type { AuthInfo } from '../http/request.ts';
import type { Queryable } from './types.ts';

export interface RequestSettings {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
}

/**
 * Sets the transaction-local role and JWT claims (as PostgREST does) so Postgres enforces row-level security.
 * Must be the first statement of the transaction.
 */
export async function applyRequestContext(tx: Queryable, auth: Pick<AuthInfo, 'role' | 'claims'>, req: RequestSettings = {}) {
  const claims = auth.claims ?? { role: auth.role };
  await tx.query(
    `select set_config('search_path', 'public, extensions', true),
            set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true),
            set_config('request.path', $4, true),
            set_config('request.headers', $5, true)`,
    [auth.role, JSON.stringify(claims), req.method ?? '', req.path ?? '', JSON.stringify(req.headers ?? {})],
  );
}
