import { isPgError, type PgError } from '../db/types.ts';
import { HttpError, JSON_TYPE, type Reply } from '../http/reply.ts';

/**
 * PostgREST's error body. Aeson serialises object keys in sorted order, so PostgREST sends
 * code, details, hint, message in that order; so do we.
 */
export interface PgrstBody {
  code: string;
  details: unknown;
  hint: string | null;
  message: string;
}

/** A PostgREST-shaped error reply (thrown anywhere in the REST service, turned into a response by the server). */
export class PgrstError extends HttpError {
  constructor(
    status: number,
    code: string,
    message: string,
    details: unknown = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    const body: PgrstBody = { code, details, hint, message };
    super(status, body, { 'proxy-status': `PostgREST; error=${code}`, ...headers });
  }

  get pgrst(): PgrstBody {
    return this.body as PgrstBody;
  }
}

export const parseError = (message: string, details: string) => new PgrstError(400, 'PGRST100', message, details);

export const invalidBody = (message: string) => new PgrstError(400, 'PGRST102', message);

/** An error that Postgres itself would raise for SQL PostgREST would have sent (e.g. an unknown column). */
export function pgLikeError(code: string, message: string, details: string | null = null, hint: string | null = null) {
  return new PgrstError(400, code, message, details, hint);
}

/** SQLSTATE → HTTP status, as PostgREST 14 maps it (Error.hs pgErrorStatus). */
export function pgErrorStatus(code: string, message: string, authenticated: boolean): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === 'P0001') return 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '53400') return 500;
  // Deviation: writing to a view Postgres cannot write through is the client's mistake (PostgREST: 500).
  if (code === '55000' && /^cannot (insert into|update|delete from) view /.test(message)) return 405;
  // Deviation: PostgREST answers "statement too complex" (54xxx) with 500, but over HTTP it is the request
  // that is too big (array dimensions, argument counts, nesting): a client error.
  if (code.startsWith('54')) return 400;
  if (code === '57P01') return 503;
  const p2 = code.slice(0, 2);
  switch (p2) {
    case '08':
      return 503;
    case '09':
      return 500;
    case '0L':
    case '0P':
    case '28':
      return 403;
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    case '53':
      return 503;
    case 'PT': {
      const n = Number(code.slice(2));
      return Number.isInteger(n) && n >= 100 && n <= 599 ? n : 500;
    }
  }
  return 400;
}

/**
 * `RAISE SQLSTATE 'PGRST' USING message = '{"code":..,"message":..}', detail = '{"status":..,"headers":{..}}'`
 * gives full control of the response (PostgREST's "raise errors with HTTP status codes").
 */
function fromPgrstRaise(e: PgError): PgrstError {
  let msg: Record<string, unknown> | null = null;
  let det: Record<string, unknown> | null = null;
  try {
    const m = JSON.parse(e.message);
    if (m && typeof m === 'object' && typeof m.code === 'string' && typeof m.message === 'string') msg = m;
  } catch {
    /* handled below */
  }
  if (!msg) {
    return new PgrstError(
      500,
      'PGRST121',
      'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
      `Invalid JSON value for MESSAGE: '${e.message}'`,
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    );
  }
  const detailHint =
    "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";
  if (!e.detail) {
    return new PgrstError(500, 'PGRST121', 'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error', 'DETAIL is missing in the RAISE statement', detailHint);
  }
  try {
    const d = JSON.parse(e.detail);
    if (d && typeof d === 'object' && Number.isInteger(d.status) && d.headers && typeof d.headers === 'object') det = d;
  } catch {
    /* handled below */
  }
  if (!det) {
    return new PgrstError(500, 'PGRST121', 'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error', `Invalid JSON value for DETAIL: '${e.detail}'`, detailHint);
  }
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(det.headers as Record<string, unknown>)) headers[k.toLowerCase()] = String(v);
  const status = det.status as number;
  return new PgrstError(
    status >= 100 && status <= 599 ? status : 500,
    msg.code as string,
    msg.message as string,
    typeof msg.details === 'string' ? msg.details : null,
    typeof msg.hint === 'string' ? msg.hint : null,
    headers,
  );
}

/** Turns a database error into PostgREST's reply; anything else is rethrown (a real 500). */
export function fromDbError(e: unknown, authenticated: boolean): PgrstError {
  if (e instanceof PgrstError) return e;
  if (!isPgError(e)) throw e;
  const code = e.code!;
  if (code === 'PGRST') return fromPgrstRaise(e);
  const status = pgErrorStatus(code, e.message, authenticated);
  const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Bearer' } : {};
  return new PgrstError(status, code, e.message, e.detail ?? null, e.hint ?? null, headers);
}

/** JWT failures as PostgREST 14 words them (PGRST301 decode errors, PGRST303 claim errors). */
export function jwtError(reason: string, message: string, token: string | null, roles?: Set<string>): PgrstError {
  let code = 'PGRST301';
  let msg: string;
  let details: string | null = null;
  switch (reason) {
    case 'expired':
      code = 'PGRST303';
      msg = 'JWT expired';
      break;
    case 'not_yet_valid':
      code = 'PGRST303';
      msg = notYetValidMessage(token);
      break;
    case 'algorithm':
      if (headerAlg(token) === 'none') {
        msg = 'Wrong or unsupported encoding algorithm';
        details = "JWT is unsecured but expected 'alg' was not 'none'";
        break;
      }
      msg = 'No suitable key or wrong key type';
      details = 'None of the keys was able to decode the JWT';
      break;
    case 'signature':
      msg = 'No suitable key or wrong key type';
      details = 'None of the keys was able to decode the JWT';
      break;
    case 'role': {
      // PostgREST fails at `SET ROLE`: a role the API may not switch to is 42501 (403, the caller is not
      // anon), an unknown one 22023, which PostgREST maps to 401.
      const role = /role "(.*)"/.exec(message)?.[1] ?? '';
      if (roles?.has(role)) return new PgrstError(403, '42501', `permission denied to set role "${role}"`);
      return new PgrstError(401, '22023', `role "${role}" does not exist`, null, null, { 'www-authenticate': 'Bearer' });
    }
    default: {
      const parts = token === null ? 0 : token === '' ? 1 : token.split('.').length;
      if (token === '') msg = 'Empty JWT is sent in Authorization header';
      else if (parts !== 3) msg = `Expected 3 parts in JWT; got ${parts}`;
      else msg = 'JWT cryptographic operation failed';
    }
  }
  return new PgrstError(401, code, msg, details, null, {
    'www-authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(msg)}`,
  });
}

function headerAlg(token: string | null): unknown {
  try {
    return JSON.parse(Buffer.from(token!.split('.')[0], 'base64url').toString('utf8')).alg;
  } catch {
    return undefined;
  }
}

function notYetValidMessage(token: string | null): string {
  try {
    const claims = JSON.parse(Buffer.from(token!.split('.')[1], 'base64url').toString('utf8'));
    const now = Math.floor(Date.now() / 1000);
    if (typeof claims.nbf === 'number' && now + 30 < claims.nbf) return 'JWT not yet valid';
    return 'JWT issued at future';
  } catch {
    return 'JWT not yet valid';
  }
}

/** A reply with a PostgREST error body, for places that build replies directly. */
export function errorReply(e: PgrstError): Reply {
  return { status: e.status, headers: { 'content-type': JSON_TYPE, ...e.headers }, body: JSON.stringify(e.body) };
}
