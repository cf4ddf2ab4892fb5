import { json, type Reply } from '../http/reply.ts';

/** An error as Supabase Auth reports it: HTTP status, machine-readable code, human message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields of the body (e.g. weak_password). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The OAuth-style error some token paths send: `{error, error_description}`, always 400. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);

export const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

/** A part of Supabase Auth that local-supabase does not implement (shaped like GoTrue's disabled features). */
export const notImplemented = (what: string) =>
  new AuthError(404, 'feature_disabled', `${what} is not implemented by local-supabase`);

const API_VERSION_HEADER = 'x-supabase-api-version';
const VERSION_2024 = Date.UTC(2024, 0, 1);

/**
 * GoTrue answers in the 2024-01-01 error shape, and echoes the version, only when the request names a valid
 * date on or after 2024-01-01 (auth-js always sends it).
 */
export function requestApiVersion(headers: Record<string, string>): '2024-01-01' | null {
  const raw = headers[API_VERSION_HEADER];
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const t = Date.parse(`${raw}T00:00:00Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== raw) return null;
  return t >= VERSION_2024 ? '2024-01-01' : null;
}

export function errorReply(err: AuthError | OAuthError, requestHeaders: Record<string, string>): Reply {
  if (err instanceof OAuthError) {
    return json(400, { error: err.error, error_description: err.description });
  }
  const version = requestApiVersion(requestHeaders);
  const headers: Record<string, string> = { 'x-sb-error-code': err.code };
  if (version) {
    headers['X-Supabase-Api-Version'] = version;
    return json(err.status, { code: err.code, message: err.message, ...err.extra }, headers);
  }
  return json(err.status, { code: err.status, error_code: err.code, msg: err.message, ...err.extra }, headers);
}
