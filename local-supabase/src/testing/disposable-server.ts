import { startLocalSupabase, type LocalSupabase } from '../index.ts';
import type { SettingsInput } from '../config.ts';
import { createScratchDatabase } from './scratch-database.ts';

export interface DisposableServerOptions {
  /** A superuser URL of a PostgreSQL server: the server runs on a fresh database there instead of in memory. */
  postgresAdminUrl?: string;
  /** Names the fresh database (`<prefix>_<pid>_<random>`), so a leftover one tells which suite made it. */
  prefix?: string;
}

/**
 * A server on a free port for one test file or bench: in-memory PGlite, or a fresh database on the PostgreSQL
 * server named by `postgresAdminUrl` (the same suite then proves itself on both); `stop()` also drops that
 * database. Settings default to a quiet server without the seed.
 */
export async function startDisposableServer(settings: SettingsInput = {}, options: DisposableServerOptions = {}): Promise<LocalSupabase> {
  const scratch = options.postgresAdminUrl ? await createScratchDatabase(options.postgresAdminUrl, options.prefix) : undefined;
  let server: LocalSupabase;
  try {
    server = await startLocalSupabase({ port: 0, db: 'memory', seed: false, log: false, ...settings, databaseUrl: scratch?.url ?? settings.databaseUrl });
  } catch (error) {
    await scratch?.drop();
    throw error;
  }
  if (!scratch) return server;
  const stop = server.stop.bind(server);
  return { ...server, stop: async (options) => (await stop(options), await scratch.drop()) };
}
