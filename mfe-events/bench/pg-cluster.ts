// A throw-away PostgreSQL 15 cluster for the concurrency row (initdb in a temporary folder, a free port, stopped and
// deleted afterwards), or the server named by LOCAL_SUPABASE_TEST_PG_URL when set.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function pgBinary(name: string): string {
  const fromPath = spawnSync('which', [name], { encoding: 'utf8' }).stdout.trim();
  if (fromPath) return fromPath;
  const root = '/usr/lib/postgresql';
  for (const version of existsSync(root) ? readdirSync(root).sort().reverse() : []) {
    const candidate = path.join(root, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} not found: install PostgreSQL 15 or set LOCAL_SUPABASE_TEST_PG_URL`);
}

/** initdb refuses to run as root: the server tools run as the postgres user then. */
function asServerUser(cmd: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export async function postgresCluster(): Promise<{ url: string; stop: () => void }> {
  const given = process.env.LOCAL_SUPABASE_TEST_PG_URL;
  if (given) return { url: given, stop: () => undefined };
  const dir = mkdtempSync(path.join(tmpdir(), 'events-bench-pg-'));
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  asServerUser(pgBinary('initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C']);
  asServerUser(pgBinary('pg_ctl'), ['-D', data, '-w', '-l', path.join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c jit=off`, 'start']);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        asServerUser(pgBinary('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
