import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BCRYPT_COST } from './auth/passwords.ts';

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
  /**
   * With databaseUrl: how long a REST request that has the database to itself keeps the server running while it
   * waits for PostgreSQL's answer, in ms, instead of sleeping until the answer wakes it (src/db/busy-wait.ts).
   * 0 turns it off; on one core it is off, since the database needs that core.
   */
  databaseBusyWaitMs: number;
  /** Folder holding migrations/, seed.sql and functions/. */
  projectDir: string;
  /** Extra migration folders applied after the project's (tests use this for fixtures). */
  extraMigrationDirs: string[];
  /** Apply seed.sql on a fresh database. */
  seed: boolean;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The new-format API keys (`sb_publishable_…`, `sb_secret_…`); null when not accepted. */
  publishableKey: string | null;
  secretKey: string | null;
  /** GET /auth/v1/_local/outbox (emails "sent" with their links and codes), with the service-role key only. */
  outbox: boolean;
  /** Per client address, requests per 5 minutes (see auth/rate-limit.ts). */
  authRateLimits: AuthRateLimits;
  /** A header a trusted reverse proxy sets to the client's address (e.g. X-Forwarded-For); unset: the socket's. */
  clientAddressHeader?: string;
  /** Public URL clients use (for the JWT issuer and confirmation links). */
  siteUrl: string;
  /** Email confirmation required before sign-in (hosted default is on, the CLI's is off). */
  enableConfirmations: boolean;
  /** Hosted "Secure password change"; unset: `[auth.email] secure_password_change` of the project's config.toml. */
  securePasswordChange?: boolean;
  jwtExpirySeconds: number;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /** Largest storage upload accepted, in bytes. */
  maxUploadBytes: number;
  /** How long a function may take to return its Response (hosted: the 150 s request idle timeout). */
  functionTimeoutMs: number;
  /** Print one line per request. */
  log: boolean;
  /**
   * pg_plan_filter's `statement_cost_limit` for members' REST statements (anon, authenticated): a statement
   * whose planner cost is above it is refused before it runs (54000). 0 turns the check off; null: the
   * database's default (PGLITE_STATEMENT_COST_LIMIT on PGlite, off on PostgreSQL as on hosted Supabase).
   */
  statementCostLimit: number | null;
  /**
   * bcrypt's cost for new password hashes (GoTrue: Go's DefaultCost, 10, about 100 ms of CPU). Test servers
   * use bcrypt's lowest, 4: the suites sign up thousands of members, and what they test is not the hash's cost.
   */
  passwordHashCost: number;
}

/**
 * The default limit on PGlite, whose one connection every request waits for. Measured there (one core): a
 * text pattern scan of cost 4,400 took 0.4 s, a 3-million-row scan of cost 37,500 took 3.9 s. PGlite never
 * analyzes its tables (no autovacuum), so the planner guesses row counts, and ordinary requests on small
 * tables were estimated up to 20,000 (the REST suites): the limit sits above them, and well under the joins
 * and scans that hold the connection for many seconds.
 */
export const PGLITE_STATEMENT_COST_LIMIT = 25_000;

/**
 * A lone REST request's busy wait for PostgreSQL (Settings.databaseBusyWaitMs). The bench's feed read waits about
 * 0.25 ms for its answer; with 0.3 the read at one client went from 1.57-1.58× the direct query to 1.47-1.48×
 * (interleaved runs, issue 35). A statement that takes longer is waited for asleep after this much spinning, so
 * the CPU spent on any one request is bounded by it.
 */
export const DEFAULT_BUSY_WAIT_MS = 0.3;

/** Requests per 5 minutes per client address, as hosted Supabase Auth counts them by default. */
export interface AuthRateLimits {
  /** POST /signup and password sign-in (hosted `sign_in_sign_ups`). */
  signInSignUps: number;
  /** /verify and code sign-in (hosted `token_verifications`). */
  tokenVerifications: number;
  /** Refresh-token grants (hosted `token_refresh`). */
  tokenRefresh: number;
  /** Requests that send an email or a code: /recover, /otp, /magiclink, /resend. */
  otp: number;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = { signInSignUps: 30, tokenVerifications: 30, tokenRefresh: 150, otp: 30 };

/** For test suites that sign many members in from one address. */
export const RAISED_AUTH_RATE_LIMITS: AuthRateLimits = { signInSignUps: 100_000, tokenVerifications: 100_000, tokenRefresh: 100_000, otp: 100_000 };

export type SettingsInput = Partial<Omit<Settings, 'authRateLimits'>> & { authRateLimits?: Partial<AuthRateLimits> };

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
  if (env.DATABASE_BUSY_WAIT_MS) out.databaseBusyWaitMs = Number(env.DATABASE_BUSY_WAIT_MS);
  if (env.JWT_SECRET) out.jwtSecret = env.JWT_SECRET;
  if (env.ANON_KEY) out.anonKey = env.ANON_KEY;
  if (env.SERVICE_ROLE_KEY) out.serviceRoleKey = env.SERVICE_ROLE_KEY;
  if (env.PUBLISHABLE_KEY) out.publishableKey = env.PUBLISHABLE_KEY;
  if (env.SECRET_KEY) out.secretKey = env.SECRET_KEY;
  if (env.LOCAL_SUPABASE_OUTBOX) out.outbox = envFlag(env.LOCAL_SUPABASE_OUTBOX, false);
  if (env.CLIENT_ADDRESS_HEADER) out.clientAddressHeader = env.CLIENT_ADDRESS_HEADER;
  const limits: Partial<AuthRateLimits> = {};
  if (env.AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS) limits.signInSignUps = Number(env.AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS);
  if (env.AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS) limits.tokenVerifications = Number(env.AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS);
  if (env.AUTH_RATE_LIMIT_TOKEN_REFRESH) limits.tokenRefresh = Number(env.AUTH_RATE_LIMIT_TOKEN_REFRESH);
  if (env.AUTH_RATE_LIMIT_OTP) limits.otp = Number(env.AUTH_RATE_LIMIT_OTP);
  if (Object.keys(limits).length) out.authRateLimits = limits;
  if (env.SUPABASE_PROJECT_DIR) out.projectDir = env.SUPABASE_PROJECT_DIR;
  if (env.ENABLE_EMAIL_CONFIRMATIONS) out.enableConfirmations = envFlag(env.ENABLE_EMAIL_CONFIRMATIONS, false);
  if (env.LOCAL_SUPABASE_SEED) out.seed = envFlag(env.LOCAL_SUPABASE_SEED, true);
  if (env.LOCAL_SUPABASE_LOG) out.log = envFlag(env.LOCAL_SUPABASE_LOG, true);
  if (env.SITE_URL) out.siteUrl = env.SITE_URL;
  if (env.FUNCTION_TIMEOUT_MS) out.functionTimeoutMs = Number(env.FUNCTION_TIMEOUT_MS);
  if (env.PLAN_FILTER_STATEMENT_COST_LIMIT) out.statementCostLimit = Number(env.PLAN_FILTER_STATEMENT_COST_LIMIT);
  if (env.AUTH_PASSWORD_HASH_COST) out.passwordHashCost = Number(env.AUTH_PASSWORD_HASH_COST);
  return out;
}

export function resolveSettings(input: SettingsInput = {}): Settings {
  const host = input.host ?? '127.0.0.1';
  const port = input.port ?? 54321;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${input.port}`);
  const jwtSecret = input.jwtSecret ?? DEMO_JWT_SECRET;
  // The demo sb_ keys map to the demo JWTs; with a private JWT secret they are off unless set explicitly.
  const demoJwt = jwtSecret === DEMO_JWT_SECRET;
  const settings: Settings = {
    host,
    port,
    db: input.db ?? path.join(REPO_ROOT, '.data', 'local-supabase'),
    databaseUrl: input.databaseUrl,
    databaseBusyWaitMs: input.databaseBusyWaitMs ?? (availableParallelism() > 1 ? DEFAULT_BUSY_WAIT_MS : 0),
    projectDir: input.projectDir ?? path.join(REPO_ROOT, 'supabase'),
    extraMigrationDirs: input.extraMigrationDirs ?? [],
    seed: input.seed ?? true,
    jwtSecret,
    anonKey: input.anonKey ?? DEMO_ANON_KEY,
    serviceRoleKey: input.serviceRoleKey ?? DEMO_SERVICE_ROLE_KEY,
    publishableKey: input.publishableKey !== undefined ? input.publishableKey : demoJwt ? DEMO_PUBLISHABLE_KEY : null,
    secretKey: input.secretKey !== undefined ? input.secretKey : demoJwt ? DEMO_SECRET_KEY : null,
    outbox: false,
    authRateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, ...input.authRateLimits },
    clientAddressHeader: input.clientAddressHeader?.toLowerCase(),
    siteUrl: input.siteUrl ?? 'http://localhost:3000',
    enableConfirmations: input.enableConfirmations ?? false,
    securePasswordChange: input.securePasswordChange,
    jwtExpirySeconds: input.jwtExpirySeconds ?? 3600,
    maxBodyBytes: input.maxBodyBytes ?? 1024 * 1024,
    maxUploadBytes: input.maxUploadBytes ?? 50 * 1024 * 1024,
    functionTimeoutMs: input.functionTimeoutMs ?? 150_000,
    log: input.log ?? true,
    statementCostLimit: input.statementCostLimit ?? null,
    passwordHashCost: input.passwordHashCost ?? BCRYPT_COST,
  };
  if (!Number.isInteger(settings.passwordHashCost) || settings.passwordHashCost < 4 || settings.passwordHashCost > 31) {
    throw new Error(`Invalid AUTH_PASSWORD_HASH_COST: ${input.passwordHashCost} (bcrypt takes 4 to 31)`);
  }
  if (!(Number.isFinite(settings.databaseBusyWaitMs) && settings.databaseBusyWaitMs >= 0 && settings.databaseBusyWaitMs <= 10)) {
    throw new Error(`Invalid DATABASE_BUSY_WAIT_MS: ${input.databaseBusyWaitMs} (0 to 10 milliseconds; 0 turns it off)`);
  }
  if (settings.statementCostLimit !== null && !(Number.isFinite(settings.statementCostLimit) && settings.statementCostLimit >= 0)) {
    throw new Error(`Invalid PLAN_FILTER_STATEMENT_COST_LIMIT: ${input.statementCostLimit} (a planner cost of 0 or more; 0 turns the check off)`);
  }
  if (!Number.isInteger(settings.functionTimeoutMs) || settings.functionTimeoutMs <= 0) {
    throw new Error(`Invalid FUNCTION_TIMEOUT_MS: ${input.functionTimeoutMs} (a whole number of milliseconds above 0)`);
  }
  for (const [name, value] of Object.entries(settings.authRateLimits)) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`Invalid auth rate limit ${name}: ${value} (a whole number above 0)`);
  }
  // The outbox hands out sign-in links: on by default only while every credential is the public demo one.
  settings.outbox = input.outbox ?? demoCredentials(settings).length === 5;
  assertSafeBinding(settings);
  return settings;
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Which settings still hold the Supabase CLI's public demo values. */
export function demoCredentials(settings: Settings): string[] {
  const demo: [string, boolean][] = [
    ['JWT_SECRET', settings.jwtSecret === DEMO_JWT_SECRET],
    ['ANON_KEY', settings.anonKey === DEMO_ANON_KEY],
    ['SERVICE_ROLE_KEY', settings.serviceRoleKey === DEMO_SERVICE_ROLE_KEY],
    ['PUBLISHABLE_KEY', settings.publishableKey === DEMO_PUBLISHABLE_KEY],
    ['SECRET_KEY', settings.secretKey === DEMO_SECRET_KEY],
  ];
  return demo.filter(([, isDemo]) => isDemo).map(([name]) => name);
}

/** The demo credentials are public knowledge: anyone could mint a service-role token or send the secret key. */
export function assertSafeBinding(settings: Settings): void {
  if (isLoopback(settings.host)) return;
  const demo = demoCredentials(settings);
  if (demo.length) {
    throw new Error(
      `Refusing to listen on ${settings.host} with the well-known demo JWT secret or keys (${demo.join(', ')}). ` +
        'Set JWT_SECRET, ANON_KEY and SERVICE_ROLE_KEY (and PUBLISHABLE_KEY/SECRET_KEY if wanted), or bind to 127.0.0.1.',
    );
  }
}

/** One line for the start-up log: which keys the server accepts, and whether the outbox is open. */
export function describeKeys(settings: Settings): string {
  const demo = demoCredentials(settings);
  const keys = [
    demo.includes('JWT_SECRET') ? 'demo JWT secret' : 'private JWT secret',
    `anon key (${demo.includes('ANON_KEY') ? 'demo' : 'ANON_KEY'})`,
    `service-role key (${demo.includes('SERVICE_ROLE_KEY') ? 'demo' : 'SERVICE_ROLE_KEY'})`,
    settings.publishableKey === null ? 'no publishable key' : `publishable key (${demo.includes('PUBLISHABLE_KEY') ? 'demo' : 'PUBLISHABLE_KEY'})`,
    settings.secretKey === null ? 'no secret key' : `secret key (${demo.includes('SECRET_KEY') ? 'demo' : 'SECRET_KEY'})`,
  ];
  return `keys: ${keys.join(', ')}; outbox ${settings.outbox ? 'on (service-role key)' : 'off'}`;
}
