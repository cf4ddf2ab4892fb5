import type { DataError } from '@diva/core';

/** A failed backend call, carrying PostgREST's code (SQLSTATE or PGRSTxxx) and the HTTP status. */
export class FeedDataError extends Error implements DataError {
  override name = 'FeedDataError';
  readonly code?: string;
  readonly status?: number;

  constructor(error: { message?: string; code?: string }, status?: number) {
    super(error.message || 'Request failed');
    this.code = error.code || undefined;
    this.status = status;
  }
}

interface Result<T> {
  data: T;
  error: { message?: string; code?: string } | null;
  status?: number;
}

/**
 * The data of a supabase-js result, or a thrown FeedDataError. The type parameter names the shape the select
 * string asks for (the feed's own row interfaces), whatever the client's typing infers.
 */
export function unwrap<T>(result: Result<unknown>): T {
  if (result.error) throw new FeedDataError(result.error, result.status);
  return result.data as T;
}

/**
 * True when the request never got an answer: supabase-js reports a failed fetch as an error with status 0
 * ("TypeError: Failed to fetch"), and a fetch that throws is a TypeError.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (error instanceof FeedDataError) return error.status === 0 && !error.code;
  return false;
}
