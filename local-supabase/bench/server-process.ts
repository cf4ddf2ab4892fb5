// The server under test, in its own process so the load generator does not share its event loop.
// Parent → child messages: {cmd:'direct', concurrency, seconds} | {cmd:'stop'}.
import { startLocalSupabase } from '../src/index.ts';
import { signJwt } from '../src/jwt.ts';
import { FIXTURE_PROJECT } from '../test/helpers.ts';
import { measure } from './stats.ts';
import { DIRECT_FEED_SQL, seedBenchData } from './seed.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const server = await startLocalSupabase({ port: 0, db: 'memory', databaseUrl, projectDir: FIXTURE_PROJECT, seed: false, log: false });
const t0 = Date.now();
const members = await seedBenchData(server.db);
const exp = Math.floor(Date.now() / 1000) + 3600;
const tokens = members.slice(0, 10).map((sub) => signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp }, server.settings.jwtSecret));
process.send!({ ready: true, url: server.url, anonKey: server.anonKey, serviceRoleKey: server.serviceRoleKey, tokens, members: members.slice(0, 10), seedMs: Date.now() - t0 });

process.on('message', async (msg: { cmd: string; concurrency?: number; seconds?: number }) => {
  if (msg.cmd === 'direct') {
    const stats = await measure(msg.concurrency!, msg.seconds!, async () => {
      const { rows } = await server.db.query<{ body: string }>(DIRECT_FEED_SQL);
      if (!rows[0].body.startsWith('[')) throw new Error('unexpected body');
    });
    process.send!({ stats });
  } else if (msg.cmd === 'stop') {
    await server.stop();
    process.exit(0);
  }
});
