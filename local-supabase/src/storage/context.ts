import type { App } from '../app.ts';
import { applyRequestContext } from '../db/request-context.ts';
import type { Queryable } from '../db/types.ts';
import { HttpError } from '../http/reply.ts';
import type { ApiRequest, AuthInfo } from '../http/request.ts';
import { errors, fromDbError, jwtFailureMessage, StorageError } from './errors.ts';

/** Who a storage request acts for. */
export interface Caller {
  auth: Pick<AuthInfo, 'role' | 'claims'>;
  /** Carried a verified JWT (storage-api's `isAuthenticated`): may read private buckets through RLS. */
  isAuthenticated: boolean;
  /** The JWT's `sub`, written to objects.owner_id (and owner when it is a uuid). */
  owner: string | null;
}

const ANON = { role: 'anon', claims: null } as const;

/**
 * The caller of a route. Routes that require a JWT answer an invalid one with AccessDenied (storage-api's jwt
 * plugin); routes with `allowInvalidJwt` (GET /object/{bucket}/…) serve such a caller as unauthenticated anon.
 * A request with no key at all is anon, as behind the CLI's gateway.
 */
export function callerOf(req: ApiRequest, options: { allowInvalidJwt?: boolean } = {}): Caller {
  const { auth } = req;
  if (auth.error) {
    if (options.allowInvalidJwt) return { auth: ANON, isAuthenticated: false, owner: null };
    throw errors.accessDenied(jwtFailureMessage(auth.error.reason, auth.error.message));
  }
  if (!auth.token) return { auth: ANON, isAuthenticated: !options.allowInvalidJwt, owner: null };
  const sub = auth.claims?.sub;
  return { auth, isAuthenticated: true, owner: typeof sub === 'string' && sub ? sub : null };
}

/**
 * One storage transaction. It starts as the server's own database user (the owner of storage and _local);
 * `asCaller()` switches to the caller's role and claims so Postgres applies RLS, `asServer()` switches back
 * for the private bytes table once the RLS-checked statement has run.
 */
export interface StorageTx extends Queryable {
  asCaller(): Promise<void>;
  asServer(): Promise<void>;
}

export async function inTransaction<T>(
  app: App,
  req: ApiRequest,
  caller: Caller | null,
  fn: (tx: StorageTx) => Promise<T>,
  options: { readOnly?: boolean } = {},
): Promise<T> {
  try {
    return await app.db.transaction(async (tx) => {
      const stx: StorageTx = {
        query: (sql, params) => tx.query(sql, params),
        exec: (sql) => tx.exec(sql),
        asCaller: async () => {
          if (!caller) throw new Error('storage: asCaller() without a caller');
          await applyRequestContext(tx, caller.auth, { method: req.method, path: req.path, headers: req.headers });
        },
        asServer: async () => {
          await tx.query('set local role none');
        },
      };
      return fn(stx);
    }, options);
  } catch (e) {
    throw fromDbError(e);
  }
}

/** The JSON body of a request; size and syntax errors in Storage's shape. */
export async function readJson(req: ApiRequest): Promise<unknown> {
  let raw: Buffer;
  try {
    raw = await req.body();
  } catch (e) {
    if (e instanceof HttpError && e.status === 413) {
      throw new StorageError(413, 'EntityTooLarge', 'Request body is too large', 'Payload Too Large', 413);
    }
    throw e;
  }
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw errors.invalidRequest("Body is not valid JSON but content-type is set to 'application/json'");
  }
}

/** Reads `body` as an object, or answers 400 the way storage-api's schema validation does. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw errors.invalidRequest('body must be object');
  return body as Record<string, unknown>;
}
