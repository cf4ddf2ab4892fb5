// The real `local-supabase` command (bin/local-supabase.ts) in a child process, for the fault tests: stopped with
// SIGTERM (graceful) or SIGKILL (abrupt) and started again on the same port and the same database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/testing/postgres-cluster.ts';
import { createScratchDatabase, type ScratchDatabase } from '../src/testing/scratch-database.ts';
import { FIXTURE_PROJECT } from './helpers.ts';

export { freePort };

const BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'local-supabase.ts');

/** A database that outlives server processes: a PGlite data directory, or a scratch PostgreSQL database. */
export interface DurableDb {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** On the PostgreSQL server named by `adminUrl` (a superuser URL; DATABASE_URL by default), else on PGlite. */
export async function durableDb(adminUrl = process.env.DATABASE_URL): Promise<DurableDb> {
  if (adminUrl) {
    const scratch: ScratchDatabase = await createScratchDatabase(adminUrl, 'ls_fault');
    return { env: { DATABASE_URL: scratch.url }, drop: () => scratch.drop() };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ls-fault-'));
  return { env: { LOCAL_SUPABASE_DB: path.join(dir, 'db') }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

export class ServerProcess {
  readonly output: string[] = [];
  private exited: Promise<number | null>;

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))));
  }

  /** Starts the command and resolves when it prints its ready line. */
  static start(port: number, db: DurableDb, env: Record<string, string> = {}): Promise<ServerProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', BIN], {
      env: {
        ...process.env,
        ...db.env,
        DATABASE_URL: db.env.DATABASE_URL ?? '',
        PORT: String(port),
        SUPABASE_PROJECT_DIR: FIXTURE_PROJECT,
        LOCAL_SUPABASE_SEED: 'false',
        LOCAL_SUPABASE_LOG: 'false',
        AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // A test that fails before stopping it must not leave a server behind.
    const orphan = () => child.kill('SIGKILL');
    process.once('exit', orphan);
    child.once('exit', () => process.off('exit', orphan));
    return new Promise((resolve, reject) => {
      const lines: string[] = [];
      const onData = (chunk: Buffer) => {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        const ready = lines.find((l) => l.includes('ready on '));
        if (ready) {
          const server = new ServerProcess(child, /ready on (\S+)/.exec(ready)![1]);
          server.output.push(...lines);
          child.stdout!.off('data', onData);
          child.stdout!.on('data', (c: Buffer) => server.output.push(...c.toString().split('\n').filter(Boolean)));
          resolve(server);
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (c: Buffer) => lines.push(...c.toString().split('\n').filter(Boolean)));
      child.once('exit', (code) => reject(new Error(`local-supabase exited with ${code} before ready:\n${lines.join('\n')}`)));
    });
  }

  /** Sends the signal and resolves with the exit code (-1 when killed by the signal). */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<number | null> {
    this.child.kill(signal);
    return this.exited;
  }
}
