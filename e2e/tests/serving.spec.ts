import { expect, test } from '@playwright/test';
import { readRuntimeConfig } from '../support/env.ts';

test('the static servers send the cache and CORS headers the platform relies on', async ({ request }) => {
  const page = await request.get('/app/timeline');
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const mainScript = /src="(\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(mainScript).toBeTruthy();
  expect((await request.get(mainScript!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const config = await request.get('/config.json');
  expect(config.headers()['cache-control']).toBe('no-cache');
  const manifestUrl = (await readRuntimeConfig()).remotes.feed!;
  expect((await config.json()).remotes.feed).toBe(manifestUrl);

  const manifest = await request.get(manifestUrl, { headers: { Origin: process.env.E2E_SHELL_URL ?? 'http://localhost' } });
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  const entry = await request.get(new URL('remoteEntry.js', manifestUrl).href);
  expect(entry.headers()['cache-control']).toBe('no-cache');
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  const exposeFile = (await manifest.json()).exposes[0].assets.js.sync[0] as string;
  const chunk = await request.get(new URL(exposeFile, manifestUrl).href);
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const missing = await request.get('/missing.0123456789.js');
  expect(missing.status()).toBe(404);
});
