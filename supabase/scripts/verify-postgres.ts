#!/usr/bin/env -S npx tsx
/**
 * `npm run verify:postgres -w @diva/supabase`: proves the project deploys to a real PostgreSQL 15 the way the
 * Supabase CLI applies it: local-supabase's bootstrap (what hosted Supabase provides), then each migration in
 * its own transaction with psql, then seed.sql; then a few sanity checks.
 *
 * By default it creates a throw-away cluster (initdb in a temporary folder, a free port, stopped and deleted at
 * the end). With LOCAL_SUPABASE_TEST_PG_URL (a superuser URL) it uses a scratch database on that server instead.
 * `--with-tests` then runs the whole vitest suite against that server (truly concurrent requests included).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bootstrap = path.resolve(projectDir, '..', 'local-supabase', 'src', 'db', 'bootstrap.sql');

function pgBinary(name: string): string {
  const fromPath = spawnSync('which', [name], { encoding: 'utf8' }).stdout.trim();
  if (fromPath) return fromPath;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort().reverse() : [];
  for (const v of versions) {
    const candidate = path.join(root, v, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} not found: install PostgreSQL 15 (apt-get install postgresql)`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: run the server tools as the postgres user then. */
function asServerUser(cmd: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function throwAwayCluster(): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'diva-pg15-'));
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  asServerUser(pgBinary('initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C']);
  asServerUser(pgBinary('pg_ctl'), [
    '-D', data, '-w', '-l', path.join(dir, 'server.log'),
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
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

function psql(url: string, file: string) {
  const r = spawnSync(pgBinary('psql'), [url, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', file], {
    encoding: 'utf8',
  });
  const errors = r.stderr.split('\n').filter((l) => /ERROR|FATAL/.test(l));
  if (r.status !== 0 || errors.length) throw new Error(`${path.basename(file)} failed:\n${r.stderr}`);
}

async function verify(adminUrl: string): Promise<void> {
  const name = `diva_verify_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const version = (await admin.query<{ v: string }>("select current_setting('server_version') as v")).rows[0].v;
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    console.log(`PostgreSQL ${version}`);
    psql(url.toString(), bootstrap);
    const migrations = readdirSync(path.join(projectDir, 'migrations')).filter((f) => /^\d+_.*\.sql$/.test(f)).sort();
    for (const m of migrations) {
      psql(url.toString(), path.join(projectDir, 'migrations', m));
      console.log(`  applied ${m}`);
    }
    psql(url.toString(), path.join(projectDir, 'seed.sql'));
    console.log('  applied seed.sql');

    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const checks: [string, string, (n: number) => boolean][] = [
        ['26 chapters', 'select count(*) from public.chapters', (n) => n === 26],
        ['at least 12 members', 'select count(*) from public.profiles', (n) => n >= 12],
        ['RLS on every public table', `select count(*) from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and not relrowsecurity`, (n) => n === 0],
        ['consistent like counters', 'select count(*) from public.posts p where likes_count <> (select count(*) from public.post_likes l where l.post_id = p.id)', (n) => n === 0],
        ['a full event', 'select count(*) from public.events where current_attendees = max_attendees', (n) => n > 0],
      ];
      for (const [label, sql, pass] of checks) {
        const n = Number((await db.query<{ n: string }>(`select (${sql}) as n`)).rows[0].n);
        if (!pass(n)) throw new Error(`check failed: ${label} (got ${n})`);
        console.log(`  ok: ${label}`);
      }
    } finally {
      await db.end();
    }
    if (!version.startsWith('15')) console.warn(`warning: this is PostgreSQL ${version}, hosted Supabase projects here target 15`);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const given = process.env.LOCAL_SUPABASE_TEST_PG_URL;
const cluster = given ? undefined : await throwAwayCluster();
const adminUrl = given ?? cluster!.url;
let failed = false;
try {
  await verify(adminUrl);
  console.log('migrations and seed apply cleanly');
  if (process.argv.includes('--with-tests')) {
    const r = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2).filter((a) => a !== '--with-tests')], {
      cwd: projectDir,
      stdio: 'inherit',
      env: { ...process.env, LOCAL_SUPABASE_TEST_PG_URL: adminUrl },
    });
    failed = r.status !== 0;
  }
} catch (e) {
  console.error((e as Error).message);
  failed = true;
} finally {
  cluster?.stop();
}
process.exit(failed ? 1 : 0);
