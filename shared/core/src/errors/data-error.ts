/** The fields a backend error carries: PostgREST's code (SQLSTATE or PGRSTxxx), its message, the HTTP status. */
export interface ErrorDetails {
  code?: string;
  message?: string;
  status?: number;
}

/**
 * A failed backend call. It lives in @diva/core (a shared singleton) so that `instanceof` holds across the
 * shell and every remote: a class bundled twice would be two classes.
 */
export class DataError extends Error implements ErrorDetails {
  override name = 'DataError';
  readonly code?: string;
  readonly status?: number;

  constructor(error: { message?: string; code?: string }, status?: number) {
    super(error.message || 'Request failed');
    this.code = error.code || undefined;
    this.status = status;
  }
}

interface Result {
  data: unknown;
  error: { message?: string; code?: string } | null;
  status?: number;
}

/**
 * The data of a supabase-js result, or a thrown DataError. The type parameter names the shape the select
 * string asks for (the area's own row interfaces), whatever the client's typing infers.
 */
export function unwrap<T>(result: Result): T {
  if (result.error) throw new DataError(result.error, result.status);
  return result.data as T;
}

/**
 * True when the request never got an answer: supabase-js reports a failed fetch as an error with status 0
 * ("TypeError: Failed to fetch"), and a fetch that throws is a TypeError. A status-0 error with a code is an
 * answer (the server spoke).
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (error instanceof DataError) return error.status === 0 && !error.code;
  return false;
}

/** PGRST116 (no rows) on profile and connection lookups is a normal empty answer, not an error. */
export const isNoRowsError = (error: ErrorDetails | null | undefined): boolean => error?.code === 'PGRST116';
