import { DataError } from '@diva/core';

/**
 * True when the API refused the request because her session is no longer valid: 401 with PostgREST's JWT codes
 * (PGRST301 the token does not decode, PGRST303 it expired or its claims fail). The app's sign-in gate lets
 * her in with a session, but the session can end under an open page (expired and not refreshed, signed out
 * elsewhere); then the spec's sign-in texts apply ('Login Required…', 'You must be logged in to create events')
 * rather than a generic failure.
 */
export function isSignedOutError(error: unknown): boolean {
  if (!(error instanceof DataError)) return false;
  return error.status === 401 || error.code === 'PGRST301' || error.code === 'PGRST303';
}
