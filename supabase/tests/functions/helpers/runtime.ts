/**
 * Where the AI functions run for a test suite: in local-supabase's Node runtime (in-process), or under Deno 2
 * (the `deno` npm package), in a child process that serves the same handler files with the context hosted
 * Supabase gives them. Either way auth, REST and the database are an in-memory local-supabase, and members call
 * the functions through supabase-js `functions.invoke`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { LocalSupabase } from '@diva/test-utils/backend';
import { PROJECT_DIR } from '../../helpers/server.ts';

export type RuntimeName = 'node' | 'deno';
export type Env = Record<string, string | undefined>;

/** The settings every suite starts from: offline engine, a rate limit no suite reaches by accident. */
export const BASE_ENV: Env = { AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: undefined, AI_TIMEOUT_MS: undefined, AI_RATE_LIMIT_PER_MINUTE: '1000' };

export const DENO_BIN = createRequire(import.meta.url).resolve('deno/bin.cjs');

/** Deno with no way to download: a registry address where nothing listens, so a missing package fails the run. */
export const OFFLINE_DENO_ENV: Env = { DENO_NO_UPDATE_CHECK: '1', NPM_CONFIG_REGISTRY: 'http://127.0.0.1:9/' };

export interface FunctionsRuntime {
  name: RuntimeName;
  /** What runs the handlers ("node v20…", "deno 2…") and how many function calls it has served. */
  describe(): { runtime: string; invocations: number };
  /** A supabase-js client with this token whose functions.invoke reaches the runtime. */
  client(token: string): SupabaseClient;
  /** Applies the function settings (AI_*) for the calls that follow. */
  setEnv(env: Env): Promise<void>;
  stop(): Promise<void>;
}

function supabaseClient(server: LocalSupabase, token: string, fetchImpl: typeof fetch): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` }, fetch: fetchImpl },
    realtime: { transport: WebSocket as never },
  });
}

function nodeRuntime(server: LocalSupabase): FunctionsRuntime {
  const saved: Env = {};
  let invocations = 0;
  const counting: typeof fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes('/functions/v1/')) invocations += 1;
    return fetch(input, init);
  };
  return {
    name: 'node',
    describe: () => ({ runtime: `node ${process.version}`, invocations }),
    client: (token) => supabaseClient(server, token, counting),
    async setEnv(env) {
      // Handlers read their settings per request from process.env (they run inside this process).
      for (const [k, v] of Object.entries(env)) {
        if (!(k in saved)) saved[k] = process.env[k];
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    },
    async stop() {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    },
  };
}

const definedOnly = (env: Env) => Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<string, string>;

/** Starts `deno run` on tests/functions/deno/serve.ts with the functions' own deno.json import map. */
async function startDeno(server: LocalSupabase, env: Env): Promise<{ child: ChildProcess; url: string; version: string }> {
  const functionEnv: Env = {
    SUPABASE_URL: server.url,
    SUPABASE_ANON_KEY: server.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey,
    ...env,
  };
  const child = spawn(
    process.execPath,
    [
      DENO_BIN,
      'run',
      '--quiet',
      '--no-lock',
      '--no-prompt',
      // npm: specifiers resolve from the repository's node_modules: no network needed.
      '--node-modules-dir=manual',
      `--config=${path.join(PROJECT_DIR, 'functions', 'ai-networking-coach', 'deno.json')}`,
      '--allow-net',
      '--allow-env',
      '--allow-read',
      path.join(PROJECT_DIR, 'tests', 'functions', 'deno', 'serve.ts'),
    ],
    {
      cwd: PROJECT_DIR,
      env: definedOnly({ PATH: process.env.PATH, HOME: process.env.HOME, DENO_DIR: process.env.DENO_DIR, ...OFFLINE_DENO_ENV, ...functionEnv }),
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that stopping it reaches the deno binary under the npm wrapper.
      detached: true,
    },
  );
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const lines = createInterface({ input: child.stdout! });
  const [port, version] = await new Promise<[number, string]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`deno did not start in 60 s: ${stderr}`)), 60_000);
    lines.on('line', (line) => {
      const m = /^listening (\d+) deno (\S+)$/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve([Number(m[1]), m[2]]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`deno exited with ${code}: ${stderr}`));
    });
  });
  child.removeAllListeners('exit');
  return { child, url: `http://127.0.0.1:${port}`, version };
}

async function denoRuntime(server: LocalSupabase): Promise<FunctionsRuntime> {
  let env: Env = { ...BASE_ENV };
  let current = await startDeno(server, env);
  // The npm package's bin is a node wrapper that runs the deno binary as its child: signal the whole process
  // group (the child leads its own, see startDeno), or the binary outlives the wrapper and keeps its port and
  // connections (an orphan per restart, and a fake model that cannot close). SIGKILL if it lingers.
  const stopChild = async (child: ChildProcess) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
    };
    signalGroup('SIGTERM');
    const timer = setTimeout(() => signalGroup('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  // Function calls go to the Deno server; everything else to local-supabase.
  const prefix = `${server.url}/functions/v1/`;
  let invocations = 0;
  const routed: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(prefix)) return fetch(input, init);
    invocations += 1;
    const target = `${current.url}/functions/v1/${url.slice(prefix.length)}`;
    return input instanceof Request ? fetch(new Request(target, input), init) : fetch(target, init);
  };
  return {
    name: 'deno',
    describe: () => ({ runtime: `deno ${current.version}`, invocations }),
    client: (token) => supabaseClient(server, token, routed),
    async setEnv(next) {
      const merged = { ...env, ...next };
      if (JSON.stringify(merged) === JSON.stringify(env)) return;
      env = merged;
      await stopChild(current.child);
      current = await startDeno(server, env);
    },
    async stop() {
      await stopChild(current.child);
    },
  };
}

export async function startRuntime(name: RuntimeName, server: LocalSupabase): Promise<FunctionsRuntime> {
  const runtime = name === 'node' ? nodeRuntime(server) : await denoRuntime(server);
  await runtime.setEnv(BASE_ENV);
  return runtime;
}
