// The canary watcher's decision from given health rows, its rollback through the registry, and how the releases
// root is served (immutable release folders, nothing else).
import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canaryVerdict, type HealthRow, watchOnce, watchSettings } from '../../scripts/lib/release/health.ts';
import { promote } from '../../scripts/lib/release/promote.ts';
import { readCanaries, readHistory } from '../../scripts/lib/release/registry.ts';
import { isReleasePath, serveReleases } from '../../scripts/lib/release/serve.ts';
import { releaseOf, tempSettings } from './release-fixtures.ts';

let settings: Awaited<ReturnType<typeof tempSettings>>;
beforeEach(async () => void (settings = await tempSettings()));
afterEach(() => settings.cleanup());

const row = (over: Partial<HealthRow>): HealthRow => ({
  environment: 'production',
  area: 'feed',
  release: '2.0.0-aaaaaaaaaa',
  cohort: 'canary',
  loads: 0,
  errors: 0,
  error_rate: 0,
  p50_ms: 200,
  p95_ms: 400,
  retries: 0,
  overrides: 0,
  last_load_at: new Date().toISOString(),
  ...over,
});
const rules = { maxErrorRate: 0.05, minLoads: 20, intervalMs: 1000 };
const canary = { env: 'production', area: 'feed' as const, release: '2.0.0-aaaaaaaaaa' };

describe('the watcher decides', () => {
  it('waits for the minimum of loads, however bad the first are', () => {
    const verdict = canaryVerdict(canary, [row({ loads: 19, errors: 19 })], rules);
    expect(verdict).toEqual({ rollback: false, loads: 19, errors: 19, rate: 1, why: '19 of the 20 loads needed to judge (DIVA_CANARY_MIN_LOADS)' });
  });

  it('keeps a canary at or under the threshold and rolls back one above it, saying rate, loads and threshold', () => {
    expect(canaryVerdict(canary, [row({ loads: 20, errors: 1 })], rules)).toMatchObject({ rollback: false, why: 'error rate 5.0 % over 20 loads, within 5.0 %' });
    expect(canaryVerdict(canary, [row({ loads: 20, errors: 2 })], rules)).toEqual({
      rollback: true,
      loads: 20,
      errors: 2,
      rate: 0.1,
      why: 'canary load-or-render error rate 10.0 % (2 of 20 loads) passed the threshold 5.0 % (DIVA_CANARY_MAX_ERROR_RATE, at least 20 loads)',
    });
  });

  it("counts only the canary cohort's loads of that release in that environment", () => {
    const rows = [
      row({ loads: 30, errors: 0 }),
      row({ cohort: 'stable', loads: 100, errors: 100 }),
      row({ cohort: 'override', loads: 100, errors: 100 }),
      row({ environment: 'pr-7', loads: 100, errors: 100 }),
      row({ area: 'who', loads: 100, errors: 100 }),
      row({ release: '1.0.0-bbbbbbbbbb', loads: 100, errors: 100 }),
    ];
    expect(canaryVerdict(canary, rows, rules)).toMatchObject({ rollback: false, loads: 30, errors: 0 });
  });

  it('reads its settings from the environment and refuses nonsense in words', () => {
    expect(watchSettings({})).toEqual({ maxErrorRate: 0.05, minLoads: 20, intervalMs: 10_000 });
    expect(watchSettings({ DIVA_CANARY_MAX_ERROR_RATE: '0.2', DIVA_CANARY_MIN_LOADS: '5', DIVA_CANARY_WATCH_MS: '500' })).toEqual({ maxErrorRate: 0.2, minLoads: 5, intervalMs: 500 });
    expect(() => watchSettings({ DIVA_CANARY_MAX_ERROR_RATE: '5' })).toThrow('Refused (settings): DIVA_CANARY_MAX_ERROR_RATE must be a share from 0 to below 1 (0.05 is 5 %), not "5".');
    expect(() => watchSettings({ DIVA_CANARY_MIN_LOADS: '0' })).toThrow('Refused (settings): DIVA_CANARY_MIN_LOADS must be a whole number of at least 1, not "0".');
  });
});

/** A stand-in for the backend's remote_health: a real HTTP server answering the rows it is given. */
async function healthServer(rows: () => HealthRow[]) {
  const seen: { since: string; key: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ since: (JSON.parse(body) as { p_since: string }).p_since, key: req.headers.apikey as string | undefined });
      res.writeHead(req.url === '/rest/v1/rpc/remote_health' ? 200 : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the watcher acts', () => {
  it('removes a failing canary through the registry, as canary-watch, with the reason in history; a healthy one stays', async () => {
    await releaseOf(settings, '1.0.0');
    const two = await releaseOf(settings, '2.0.0');
    await promote(settings, { area: 'feed', ref: '1.0.0', env: 'production', from: 'none', who: 'ada', why: '' });
    const set = await promote(settings, { area: 'feed', ref: '2.0.0', env: 'production', from: 'none', who: 'ada', why: '', canary: 10 });
    let errors = 0;
    const backend = await healthServer(() => [row({ release: two, loads: 40, errors })]);
    try {
      const healthy = await watchOnce(settings, 'production', { url: backend.url, serviceRoleKey: 'service-key' }, rules);
      expect(healthy).toEqual([{ area: 'feed', release: two, verdict: expect.objectContaining({ rollback: false, loads: 40 }) }]);
      expect(await readCanaries(settings.root, 'production')).toEqual({ feed: { release: two, percent: 10 } });
      // It asks for the loads since the canary was set, with the service-role key.
      expect(backend.seen[0]).toEqual({ since: set.at, key: 'service-key' });

      errors = 4;
      const [failing] = await watchOnce(settings, 'production', { url: backend.url, serviceRoleKey: 'service-key' }, rules);
      expect(failing!.removed).toMatchObject({ action: 'canary-rollback', who: 'canary-watch', from: two, why: 'canary load-or-render error rate 10.0 % (4 of 40 loads) passed the threshold 5.0 % (DIVA_CANARY_MAX_ERROR_RATE, at least 20 loads)' });
      expect(await readCanaries(settings.root, 'production')).toEqual({});
      expect((await readHistory(settings.root)).at(-1)).toEqual(failing!.removed);
      // Nothing left to watch: no request.
      expect(await watchOnce(settings, 'production', { url: backend.url, serviceRoleKey: 'service-key' }, rules)).toEqual([]);
      expect(backend.seen).toHaveLength(2);
    } finally {
      await backend.close();
    }
  });

  it('says in words when the backend cannot be reached', async () => {
    await releaseOf(settings, '1.0.0');
    await releaseOf(settings, '2.0.0');
    await promote(settings, { area: 'feed', ref: '1.0.0', env: 'production', from: 'none', who: 'ada', why: '' });
    await promote(settings, { area: 'feed', ref: '2.0.0', env: 'production', from: 'none', who: 'ada', why: '', canary: 10 });
    await expect(watchOnce(settings, 'production', { url: 'http://127.0.0.1:9', serviceRoleKey: 'k' }, rules)).rejects.toThrow(/^Refused \(health\): the backend at http:\/\/127\.0\.0\.1:9 cannot be reached/);
  });
});

describe('serving the releases root', () => {
  it('serves release folders immutable with CORS, and never the registry or a staging folder', async () => {
    const id = await releaseOf(settings, '1.0.0');
    await fs.mkdir(path.join(settings.root, 'registry'), { recursive: true });
    await fs.writeFile(path.join(settings.root, 'registry', 'production.json'), '{}');
    const site = await serveReleases({ root: settings.root, port: 0 });
    try {
      for (const file of ['mf-manifest.json', 'remoteEntry.js', '12.0123456789.js']) {
        const response = await fetch(`${site.url}/feed/${id}/${file}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
      }
      for (const pathname of ['/registry/production.json', '/feed/.staging-x/remoteEntry.js', `/feed/${id}/`, '/nope/1.0.0-0123456789/a.js', `/feed/${id}/missing.js`]) {
        expect((await fetch(`${site.url}${pathname}`)).status, pathname).toBe(404);
      }
    } finally {
      await site.close();
    }
    expect(isReleasePath('/feed/1.0.0-0123456789/../../registry/production.json')).toBe(false);
  });
});
