import type { AddressInfo } from 'node:net';
import type { App, Service } from './app.ts';
import { createAuthService } from './auth/index.ts';
import { resolveSettings, type Settings, type SettingsInput } from './config.ts';
import { openDb } from './db/open.ts';
import type { MigrationReport } from './db/migrate.ts';
import type { Db } from './db/types.ts';
import { createFunctionsService } from './functions/index.ts';
import { createHttpServer, gracefulShutdown } from './http/server.ts';
import { createRealtime } from './realtime/index.ts';
import { createRestService } from './rest/index.ts';
import { createStorageService } from './storage/index.ts';

export {
  DEFAULT_AUTH_RATE_LIMITS,
  DEMO_ANON_KEY,
  DEMO_JWT_SECRET,
  DEMO_PUBLISHABLE_KEY,
  DEMO_SECRET_KEY,
  DEMO_SERVICE_ROLE_KEY,
  describeKeys,
  RAISED_AUTH_RATE_LIMITS,
  resolveSettings,
  settingsFromEnv,
} from './config.ts';
export type { AuthRateLimits, Settings, SettingsInput } from './config.ts';
export type { Db, Queryable, QueryResult } from './db/types.ts';
export { signJwt, verifyJwt } from './jwt.ts';

export interface LocalSupabase {
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  port: number;
  settings: Settings;
  anonKey: string;
  serviceRoleKey: string;
  /** Superuser access to the database (tests, scripts). Bypasses row-level security. */
  db: Db;
  migrations: MigrationReport;
  /** Re-reads tables, columns, relationships and functions after DDL run outside migrations. */
  reloadSchema(): Promise<void>;
  /**
   * Stops gracefully: no new connections, requests in flight finish (at most `graceMs`, default 10 s),
   * realtime clients get a close frame (1001) and reconnect, then the database closes.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/**
 * Starts the server. Tests: `startLocalSupabase({ port: 0, db: 'memory', log: false })`.
 */
export async function startLocalSupabase(input: SettingsInput = {}): Promise<LocalSupabase> {
  const settings = resolveSettings(input);
  const { db, report } = await openDb(settings);
  let baseUrl = '';
  const app: App = {
    settings,
    db,
    url: () => baseUrl,
    log: (line) => console.info(`[local-supabase] ${line}`),
  };

  const rest = createRestService(app);
  const realtime = await createRealtime(app);
  const services: Record<string, Service> = {
    '/rest/v1': rest,
    '/auth/v1': createAuthService(app),
    '/realtime/v1': realtime.service,
    '/storage/v1': createStorageService(app),
    '/functions/v1': createFunctionsService(app),
  };
  const server = createHttpServer(app, { services, upgrade: (req, socket, head) => realtime.upgrade(req, socket, head) });
  const shutdown = gracefulShutdown(server);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const host = settings.host.includes(':') && !settings.host.startsWith('[') ? `[${settings.host}]` : settings.host;
  baseUrl = `http://${host}:${port}`;

  let stopped: Promise<void> | undefined;
  return {
    url: baseUrl,
    port,
    settings,
    anonKey: settings.anonKey,
    serviceRoleKey: settings.serviceRoleKey,
    db,
    migrations: report,
    reloadSchema: () => rest.reloadSchema(),
    stop({ graceMs = 10_000 } = {}) {
      stopped ??= (async () => {
        await shutdown.drain(graceMs);
        // After the requests in flight, so subscribers still get the changes those requests committed.
        await realtime.close();
        await Promise.race([shutdown.closed(), new Promise((r) => setTimeout(r, 1000).unref())]);
        for (const s of Object.values(services)) await s.close?.();
        await db.close();
      })();
      return stopped;
    },
  };
}
