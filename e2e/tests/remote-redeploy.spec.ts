import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../scripts/lib/platform.ts';
import { createMember, signInThroughUi } from '../support/members.ts';
import { pointAreaAt, serveRemote } from '../support/remote-server.ts';
import { expectAreaReady } from '../support/areas.ts';

const run = promisify(execFile);
let restore: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await restore?.();
  restore = undefined;
});

test('a remote rebuilt with a visible change and served from a new URL is picked up on reload, shell untouched', async ({ page }) => {
  test.setTimeout(180_000);
  const member = await createMember('Redeploy Rae');
  await signInThroughUi(page, member);
  await page.goto('/app/timeline');
  await expectAreaReady(page, 'feed');
  await expect(page.getByTestId('area-build-label')).toHaveCount(0);
  const shellScript = await page.locator('script[src*="main."]').getAttribute('src');

  // Rebuild only the feed, elsewhere, with a visible build label; serve it from a new port.
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'diva-feed-redeploy-'));
  const label = `redeploy-${Date.now().toString(36)}`;
  await run('npx', ['rspack', 'build', '--mode', 'production'], {
    cwd: path.join(REPO_ROOT, 'mfe-feed'),
    env: { ...process.env, NODE_ENV: 'production', DIVA_OUT_DIR: outDir, DIVA_BUILD_LABEL: label },
  });
  const redeployed = await serveRemote('feed', { dir: outDir });
  try {
    restore = await pointAreaAt('feed', `${redeployed.url}/mf-manifest.json`);
    await page.reload();
    await expect(page.getByTestId('area-build-label')).toHaveText(`Network Feed build ${label}`);
    // Same shell build: nothing was rebuilt or restarted on its side.
    expect(await page.locator('script[src*="main."]').getAttribute('src')).toBe(shellScript);
  } finally {
    await redeployed.close();
    await rm(outDir, { recursive: true, force: true });
  }
});
