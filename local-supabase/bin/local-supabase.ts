#!/usr/bin/env -S npx tsx
// `npm run backend`: the embedded Supabase-compatible server in the foreground.
import { describeKeys, settingsFromEnv, startLocalSupabase } from '../src/index.ts';

const started = Date.now();
let server: Awaited<ReturnType<typeof startLocalSupabase>>;
try {
  server = await startLocalSupabase(settingsFromEnv());
} catch (e) {
  console.error(`[local-supabase] failed to start: ${(e as Error).message}`);
  process.exit(1);
}
const where = server.settings.databaseUrl ? 'PostgreSQL' : server.settings.db === 'memory' ? 'PGlite in memory' : `PGlite at ${server.settings.db}`;
const { applied, seeded } = server.migrations;
console.log(`[local-supabase] ${describeKeys(server.settings)}`);
console.log(
  `[local-supabase] ready on ${server.url} (${where}; ${applied.length} migration(s) applied${seeded ? ', seeded' : ''}; ${Date.now() - started} ms)`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[local-supabase] ${signal}: shutting down`);
    void server.stop().then(() => process.exit(0));
  });
}
