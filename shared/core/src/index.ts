export { createDivaClient, getSupabase, getSupabaseSettings, initSupabase, isSupabaseReady, resetSupabaseForTests } from './supabase/client.ts';
export type { DivaClient, DivaClientOptions, SupabaseSettings } from './supabase/client.ts';
export { holdServicesUntil, loadServices, openChannel } from './supabase/services.ts';
export { applyLiveChange } from './supabase/live-change.ts';
export type { LiveChangeCache } from './supabase/live-change.ts';
export type { DivaChannel, DivaServices } from './supabase/services.ts';
export type { Database } from './supabase/database.ts';
export { useSessionStore, useSessionStatus, useSessionUser } from './session/session-store.ts';
export type { SessionState, SessionStatus } from './session/session-store.ts';
export { startSessionSync } from './session/session-sync.ts';
export { signOutMember, signOutStatusCountsAsSuccess } from './session/sign-out.ts';
export type { SignOutResult } from './session/sign-out.ts';
export * from './validation/limits.ts';
export * from './validation/schemas.ts';
export { containsMarkup, containsPromptInjection, sanitizeText } from './validation/sanitize.ts';
export { DataError, isNetworkFailure, isNoRowsError, unwrap } from './errors/data-error.ts';
export type { ErrorDetails } from './errors/data-error.ts';
export * from './format/dates.ts';
export { newerFirst, timestampKey } from './format/timestamps.ts';
export * from './format/display.ts';
export * from './config/runtime-config.ts';
export * as z from './validation/zod-kit.ts';
export {
  CHUNK_CACHE_BUST_GLOBAL,
  CHUNK_RETRIES,
  chunkCacheBust,
  installChunkCacheBust,
  loadErrorCode,
  loadWithRetry,
  reportPartFailure,
  retryQuery,
  setPartFailureReporter,
} from './federation/chunk-retry.ts';
export type { PartFailure } from './federation/chunk-retry.ts';
export * from './connections/connection-requests.ts';
