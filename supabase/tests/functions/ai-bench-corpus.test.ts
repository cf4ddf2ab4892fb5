/**
 * `npm run bench -- --ai` runs the conversation corpus against a model: here the fake OpenAI-compatible server
 * on a loopback port, which answers every request with plain text. The bench must send the corpus to it and print,
 * per rule, how many replies broke it (the JSON functions get no JSON, so "answered" breaks); a failed call is an
 * empty answer, not the end of the run.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES } from '../../bench/conversation-rules.ts';
import { startFakeModel, type FakeModel } from './helpers/fake-model.ts';

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function bench(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/ai-bench.ts', ...args], { cwd: PROJECT_DIR, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('the corpus bench on a model', () => {
  let model: FakeModel;
  beforeAll(async () => {
    model = await startFakeModel();
  });
  afterAll(async () => {
    await model.stop();
  });

  it('sends every corpus turn to the model and prints per rule how many replies broke it', async () => {
    // The first call fails twice (the client retries once): the bench says so and carries on.
    model.script({ status: 500 }, { status: 500 });
    const { code, out } = await bench(['--ai'], { AI_BASE_URL: model.baseUrl, AI_MODEL: 'fake-model' });
    expect(code, out).toBe(0);
    expect(out).toContain('model: the AI model answered 500');
    expect(out).toContain(`Rules, model fake-model at ${model.baseUrl}`);
    const calls = Number(/(\d+) engine calls/.exec(out)?.[1]);
    expect(calls).toBeGreaterThan(100);
    expect(model.requests.length).toBe(calls + 1);
    const counts = Object.fromEntries([...out.matchAll(/^\| ([a-z-]+) +\| (\d+) +\|/gm)].map((m) => [m[1], Number(m[2])]));
    expect(Object.keys(counts).sort()).toEqual(RULES.map((r) => r.id).sort());
    expect(counts.answered).toBeGreaterThan(0);
    expect(out).toMatch(/answered · discovery-superpowers-refresh #1 start: no answer/);
  }, 120_000);

  it('refuses --ai without a model, in words', async () => {
    const { code, out } = await bench(['--ai'], { AI_BASE_URL: '' });
    expect(code).not.toBe(0);
    expect(out).toContain('--ai needs AI_BASE_URL');
  }, 60_000);
});
