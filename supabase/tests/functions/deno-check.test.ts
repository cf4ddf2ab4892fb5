/**
 * What is deployed: each function folder (the four AI functions, admin and delete-account) has handler.ts, an index.ts that only serves it, and the same
 * deno.json import map (the Deno suites run with it), and Deno 2 type-checks the entries with that map.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_DIR } from '../helpers/server.ts';
import { DENO_BIN, OFFLINE_DENO_ENV } from './helpers/runtime.ts';

const FUNCTIONS = ['ai-discovery-chat', 'ai-goal-setter', 'ai-connection-assistant', 'ai-networking-coach', 'admin', 'delete-account'];
const dir = (name: string) => path.join(PROJECT_DIR, 'functions', name);

describe('the deployed function folders', () => {
  it('share one import map and an index.ts that only calls Deno.serve', async () => {
    const maps = await Promise.all(FUNCTIONS.map(async (f) => JSON.parse(await readFile(path.join(dir(f), 'deno.json'), 'utf8'))));
    for (const map of maps) expect(map).toEqual(maps[0]);
    expect(Object.keys(maps[0].imports).sort()).toEqual(['@supabase/supabase-js', 'openai', 'zod']);
    for (const f of FUNCTIONS) {
      const index = await readFile(path.join(dir(f), 'index.ts'), 'utf8');
      expect(index).toContain('Deno.serve((req) => handler(req, contextFromEnv(req)));');
    }
  });

  it('type-check under Deno 2', async () => {
    const entries = FUNCTIONS.map((f) => path.join(dir(f), 'index.ts'));
    const run = promisify(execFile);
    const { stderr } = await run(
      process.execPath,
      [DENO_BIN, 'check', '--quiet', '--no-lock', '--node-modules-dir=manual', `--config=${path.join(dir(FUNCTIONS[0]), 'deno.json')}`, ...entries],
      { cwd: PROJECT_DIR, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...OFFLINE_DENO_ENV } as Record<string, string> },
    ).catch((e: { stderr?: string; message: string }) => ({ stderr: `FAILED: ${e.stderr ?? e.message}` }));
    expect(stderr).toBe('');
  }, 60_000);
});
