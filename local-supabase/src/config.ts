import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Supabase CLI's well-known local demo credentials: safe only on loopback. */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
export const DEMO_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const DEMO_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root (local-supabase/src/.. /..). */
export const REPO_ROOT = path.resolve(here, '..', '..');

export interface Settings {
  host: string;
  port: number;
  /** 'memory', a PGlite data directory, or ignored when databaseUrl is set. */
  db: string;
  databaseUrl?: string;
  /** Folder holding migrations/, seed.sql and functions/. */
  projectDir: string;
  /** Extra migration folders applied after the project's (tests use this for fixtures). */
  extraMigrationDirs: string[];
  /** Apply seed.sql on a fresh database. */
  seed: boolean;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  /** Public URL clients use (for the JWT issuer and confirmation links). */
  siteUrl: string;
  /** Email confirmation required before sign-in (hosted default is on, the CLI's is off). */
  enableConfirmations: boolean;
  jwtExpirySeconds: number;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /** Largest storage upload accepted, in bytes. */
  maxUploadBytes: number;
  /** How long a function may take to return its Response (hosted: the 150 s request idle timeout). */
  functionTimeoutMs: number;
  /** Print one line per request. */
  log: boolean;
}

export type SettingsInput = Partial<Settings>;

function envFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** Settings from the environment, as `npm run backend` reads them. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): SettingsInput {
  const out: SettingsInput = {};
  if (env.PORT) out.port = Number(env.PORT);
  if (env.HOST) out.host = env.HOST;
  if (env.LOCAL_SUPABASE_DB) out.db = env.LOCAL_SUPABASE_DB;
  if (env.DATABASE_URL) out.databaseUrl = env.DATABASE_URL;
  if (env.JWT_SECRET) out.jwtSecret = env.JWT_SECRET;
  if (env.ANON_KEY) out.anonKey = env.ANON_KEY;
  if (env.SERVICE_ROLE_KEY) out.serviceRoleKey = env.SERVICE_ROLE_KEY;
  if (env.SUPABASE_PROJECT_DIR) out.projectDir = env.SUPABASE_PROJECT_DIR;
  if (env.ENABLE_EMAIL_CONFIRMATIONS) out.enableConfirmations = envFlag(env.ENABLE_EMAIL_CONFIRMATIONS, false);
  if (env.LOCAL_SUPABASE_SEED) out.seed = envFlag(env.LOCAL_SUPABASE_SEED, true);
  if (env.LOCAL_SUPABASE_LOG) out.log = envFlag(env.LOCAL_SUPABASE_LOG, true);
  if (env.SITE_URL) out.siteUrl = env.SITE_URL;
  if (env.FUNCTION_TIMEOUT_MS) out.functionTimeoutMs = Number(env.FUNCTION_TIMEOUT_MS);
  return out;
}

export function resolveSettings(input: SettingsInput = {}): Settings {
  const host = input.host ?? '127.0.0.1';
  const port = input.port ?? 54321;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${input.port}`);
  const settings: Settings = {
    host,
    port,
    db: input.db ?? path.join(REPO_ROOT, '.data', 'local-supabase'),
    databaseUrl: input.databaseUrl,
    projectDir: input.projectDir ?? path.join(REPO_ROOT, 'supabase'),
    extraMigrationDirs: input.extraMigrationDirs ?? [],
    seed: input.seed ?? true,
    jwtSecret: input.jwtSecret ?? DEMO_JWT_SECRET,
    anonKey: input.anonKey ?? DEMO_ANON_KEY,
    serviceRoleKey: input.serviceRoleKey ?? DEMO_SERVICE_ROLE_KEY,
    publishableKey: input.publishableKey ?? DEMO_PUBLISHABLE_KEY,
    secretKey: input.secretKey ?? DEMO_SECRET_KEY,
    siteUrl: input.siteUrl ?? 'http://localhost:3000',
    enableConfirmations: input.enableConfirmations ?? false,
    jwtExpirySeconds: input.jwtExpirySeconds ?? 3600,
    maxBodyBytes: input.maxBodyBytes ?? 1024 * 1024,
    maxUploadBytes: input.maxUploadBytes ?? 50 * 1024 * 1024,
    functionTimeoutMs: input.functionTimeoutMs ?? 150_000,
    log: input.log ?? true,
  };
  if (!Number.isInteger(settings.functionTimeoutMs) || settings.functionTimeoutMs <= 0) {
    throw new Error(`Invalid FUNCTION_TIMEOUT_MS: ${input.functionTimeoutMs} (a whole number of milliseconds above 0)`);
  }
  assertSafeBinding(settings);
  return settings;
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The demo secret is public knowledge: anyone could mint a service-role token with it. */
export function assertSafeBinding(settings: Settings): void {
  if (isLoopback(settings.host)) return;
  const demo =
    settings.jwtSecret === DEMO_JWT_SECRET ||
    settings.anonKey === DEMO_ANON_KEY ||
    settings.serviceRoleKey === DEMO_SERVICE_ROLE_KEY;
  if (demo) {
    throw new Error(
      `Refusing to listen on ${settings.host} with the well-known demo JWT secret or keys. ` +
        'Set JWT_SECRET, ANON_KEY and SERVICE_ROLE_KEY, or bind to 127.0.0.1.',
    );
  }
}
