import { type Page, expect, test } from '@playwright/test';
import { appDist } from '../../scripts/lib/platform.ts';
import { expectAreaReady } from '../support/areas.ts';
import { expectNoSeriousA11yFindings } from '../support/axe.ts';
import { e2eEnv, readRuntimeConfig, writeRuntimeConfig } from '../support/env.ts';
import { createMember, signInThroughUi } from '../support/members.ts';
import { serveRemote } from '../support/remote-server.ts';

// Per-browser overrides (issue 28): one tab points the feed at another manifest (here a second server of the
// feed's build, as a team's dev server would be), shown by a banner with Clear; another browser never sees it;
// an origin off the environment's allow-list is refused in words.

let restoreConfig: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await restoreConfig?.();
  restoreConfig = undefined;
});

async function allowOverridesFrom(origins: string[]): Promise<void> {
  const original = await readRuntimeConfig();
  await writeRuntimeConfig({ ...original, overrides: { enabled: true, origins } });
  restoreConfig = () => writeRuntimeConfig(original);
}

/** The origins of every remote entry script this page requested. */
function entryOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (/remoteEntry\.js/.test(request.url())) origins.add(new URL(request.url()).origin);
  });
  return origins;
}

test('an override shows its banner in its own tab only, survives a reload, and Clear ends it', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const devServer = await serveRemote('feed', { dir: appDist('feed') });
  try {
    await allowOverridesFrom([devServer.url]);
    const member = await createMember('Override Olga');
    await signInThroughUi(page, member);
    const loadedFrom = entryOrigins(page);

    const manifest = `${devServer.url}/mf-manifest.json`;
    await page.goto(`/app/timeline?override=${encodeURIComponent(`feed=${manifest}`)}`);
    await expectAreaReady(page, 'feed');
    const banner = page.getByRole('region', { name: 'Release overrides' });
    await expect(banner.getByRole('status')).toContainText(`Network Feed: ${manifest}`);
    expect(loadedFrom.has(devServer.url)).toBe(true);
    // The parameter leaves the address; the tab keeps the override across a reload.
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await expectAreaReady(page, 'feed');
    await expect(banner.getByRole('status')).toContainText(`Network Feed: ${manifest}`);

    for (const [name, size] of [['375', { width: 375, height: 740 }], ['1280', { width: 1280, height: 800 }]] as const) {
      await page.setViewportSize(size);
      await expect(banner).toBeInViewport();
      await page.screenshot({ path: `/tmp/a2-shots/override-banner-${name}.png` });
      await expectNoSeriousA11yFindings(page, { label: `override banner at ${name} px` });
    }

    // Another browser (a context of its own, same member): no override, no banner, nothing from the dev server.
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      const otherOrigins = entryOrigins(otherPage);
      await signInThroughUi(otherPage, member);
      await otherPage.goto('/app/timeline');
      await expectAreaReady(otherPage, 'feed');
      await expect(otherPage.getByRole('region', { name: 'Release overrides' })).toHaveCount(0);
      expect(otherOrigins.has(devServer.url)).toBe(false);
    } finally {
      await other.close();
    }

    // Clear, reached from the keyboard: the banner goes, the feed loads from its environment's release again.
    loadedFrom.clear();
    const clear = banner.getByRole('button', { name: 'Clear overrides' });
    await clear.focus();
    await page.keyboard.press('Enter');
    // The banner is gone only once the page has loaded again.
    await expect(page.getByRole('region', { name: 'Release overrides' })).toHaveCount(0);
    await expectAreaReady(page, 'feed');
    expect(loadedFrom.has(devServer.url)).toBe(false);
    expect(loadedFrom.size).toBe(1);
  } finally {
    await devServer.close();
  }
});

test('an override to an origin off the allow-list is refused in words and the release loads', async ({ page }) => {
  const devServer = await serveRemote('feed', { dir: appDist('feed') });
  try {
    await allowOverridesFrom(['http://localhost:1']);
    await signInThroughUi(page, await createMember('Refused Rita'));
    const loadedFrom = entryOrigins(page);
    const manifest = `${devServer.url}/mf-manifest.json`;
    await page.goto(`/app/timeline?override=${encodeURIComponent(`feed=${manifest}`)}`);
    await expectAreaReady(page, 'feed');
    await expect(page.getByRole('alert').filter({ hasText: 'Override refused' })).toHaveText(
      `Override refused (feed=${manifest}): Its origin is not on this environment's allow-list.`,
    );
    await expect(page.getByRole('button', { name: 'Clear overrides' })).toHaveCount(0);
    expect(loadedFrom.has(devServer.url)).toBe(false);
    await page.screenshot({ path: '/tmp/a2-shots/override-refused-1280.png' });

    // Overrides switched off for the environment: refused too, with its own reason.
    await writeRuntimeConfig({ ...(await readRuntimeConfig()), overrides: { enabled: false, origins: [devServer.url] } });
    await page.goto(`/app/timeline?override=${encodeURIComponent(`feed=${manifest}`)}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Override refused' })).toContainText('Overrides are switched off in this environment.');
    expect(loadedFrom.has(devServer.url)).toBe(false);
  } finally {
    await devServer.close();
  }
});

test("a canary for every member's cohort is what her tab loads, from the first request, and telemetry names it", async ({ page }) => {
  test.setTimeout(180_000);
  const canary = await serveRemote('feed', { dir: appDist('feed') });
  try {
    const original = await readRuntimeConfig();
    restoreConfig = () => writeRuntimeConfig(original);
    const manifest = `${canary.url}/mf-manifest.json`;
    await writeRuntimeConfig({ ...original, canary: { feed: { release: '9.9.9-canary1', manifest, percent: 100 } } });
    const member = await createMember('Canary Cora');
    await signInThroughUi(page, member);
    const loadedFrom = entryOrigins(page);
    // Nothing of the environment's release is fetched: not even by the entry's early manifest fetch.
    const stableFetched: string[] = [];
    page.on('request', (request) => {
      if (request.url() === original.remotes.feed) stableFetched.push(request.url());
    });

    // A reload on the feed: the entry's early fetch and the runtime agree on the canary's manifest.
    await page.goto('/app/timeline');
    await expectAreaReady(page, 'feed');
    expect(loadedFrom.has(canary.url)).toBe(true);
    expect(stableFetched).toEqual([]);
    await expect(page.getByRole('region', { name: 'Release overrides' })).toHaveCount(0);

    const key = process.env.E2E_SERVICE_ROLE_KEY!;
    await expect
      .poll(async () => {
        const answer = await fetch(`${e2eEnv.supabaseUrl()}/rest/v1/remote_loads?member_id=eq.${member.id}&area=eq.feed&select=release,cohort,phase,ok`, {
          headers: { apikey: key, authorization: `Bearer ${key}` },
        });
        return answer.json();
      })
      .toContainEqual({ release: '9.9.9-canary1', cohort: 'canary', phase: 'render', ok: true });

    // The canary at 0 %: the next load is the environment's release again.
    await writeRuntimeConfig({ ...original, canary: { feed: { release: '9.9.9-canary1', manifest, percent: 0 } } });
    loadedFrom.clear();
    await page.reload();
    await expectAreaReady(page, 'feed');
    expect(loadedFrom.has(canary.url)).toBe(false);
  } finally {
    await canary.close();
  }
});
