// A throw-away PostgreSQL cluster for tests and benchmarks: initdb in a temp dir, start on a free port, remove after.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface Cluster {
  url: string;
  stop(): void;
  /** The postmaster's process id, for a cluster started here (its backends are its children). */
  postmasterPid?(): number | null;
}

/** The newest Debian-style PostgreSQL bin directory, or one on PATH. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(root, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 ? path.dirname(which.stdout.trim()) : null;
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: run the server binaries as the postgres user then. */
function run(bin: string, args: string[], asPostgres: boolean) {
  const [cmd, argv] = asPostgres ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

export async function startCluster(): Promise<Cluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian: apt-get install -y postgresql)');
  const asPostgres = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'local-supabase-pg-'));
  if (asPostgres) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'], asPostgres);
  // jit=off: JIT compiling a deep embed's plan takes seconds on a loaded 2-core machine, past the 3 s anon
  // statement timeout, where the same statement runs in milliseconds without it.
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 -c jit=off`;
  run(path.join(bin, 'pg_ctl'), ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start'], asPostgres);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    postmasterPid() {
      try {
        return Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
      } catch {
        return null;
      }
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], asPostgres);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A PostgreSQL server to run on: the one named by `url` (left running), else a throw-away cluster when the
 * binaries are installed, else null.
 */
export async function availablePostgres(url = process.env.LOCAL_SUPABASE_TEST_PG_URL): Promise<Cluster | null> {
  if (url) return { url, stop: () => undefined };
  return findPostgresBin() ? startCluster() : null;
}
