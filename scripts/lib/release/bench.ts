// The release figures of `npm run bench`: promotion time (with every check, the Chromium render check included)
// and rollback time for one area, and the requests a member's first paint makes with a release-served config.json
// against today's dist/-served one (a release adds no request: the config names the manifest either way).
import type { AreaName } from '@diva/contracts';
import type { Browser, BrowserContext } from '@playwright/test';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { measureFirstPaint } from '../first-paint.ts';
import { appDist, type Platform } from '../platform.ts';
import { promote } from './promote.ts';
import { rollback } from './rollback.ts';
import { startReleaseSite } from './serve.ts';
import { releaseSettings } from './settings.ts';
import { storeRelease } from './store.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The document and every resource requested before the area showed its content, on a fresh context. */
async function requestsBeforeContent(browser: Browser, url: string, storageState: StorageState, area: AreaName): Promise<number> {
  const context = await browser.newContext({ storageState });
  try {
    const tab = await context.newPage();
    return (await measureFirstPaint(tab, url, area)).requests;
  } finally {
    await context.close();
  }
}

export async function benchReleases(options: {
  browser: Browser;
  platform: Platform;
  /** A signed-in member's storage for a shell origin (the release-served shell has an origin of its own). */
  signedIn: (shellUrl: string) => Promise<StorageState>;
  area?: AreaName;
}): Promise<{ lines: string[]; addsRequests: boolean }> {
  const area = options.area ?? 'feed';
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'diva-release-bench-'));
  const { platform } = options;
  const site = await startReleaseSite({
    settings: releaseSettings({ ...process.env, DIVA_RELEASES_DIR: path.join(dir, 'releases'), DIVA_RELEASE_RENDER_CHECK: 'on' }),
    env: 'production',
    shellDist: appDist('shell'),
    backend: { url: platform.backend.url, anonKey: platform.backend.anonKey, serviceRoleKey: platform.backend.serviceRoleKey },
    fallbackRemotes: platform.config.remotes,
    watch: false,
  });
  try {
    const store = async (version: string) => {
      const copy = path.join(dir, `build-${version}`);
      await fs.cp(appDist(area), copy, { recursive: true });
      await fs.appendFile(path.join(copy, 'remoteEntry.js'), `\n// ${version}\n`);
      await storeRelease({ root: site.settings.root, area, version, dist: copy, source: { commit: 'bench', dirty: false } });
    };
    await store('1.0.0');
    await store('2.0.0');
    const move = { area, env: 'production', who: 'bench', why: 'bench' };
    await promote(site.settings, { ...move, ref: '1.0.0', from: 'none' });
    const started = performance.now();
    const entry = await promote(site.settings, { ...move, ref: '2.0.0', from: '1.0.0' });
    const promotionMs = performance.now() - started;
    const { ms: rollbackMs } = await rollback(site.settings, { area, env: 'production', who: 'bench' });
    const checks = entry.checks.map((check) => `${check.rule} ${check.level}`).join(', ');

    const url = (shell: string) => `${shell}/app/timeline`;
    const today = await requestsBeforeContent(options.browser, url(platform.shellUrl), await options.signedIn(platform.shellUrl), area);
    const released = await requestsBeforeContent(options.browser, url(site.shellUrl), await options.signedIn(site.shellUrl), area);
    return {
      addsRequests: released > today,
      lines: [
        `  Promotion of ${area} (with checks)  ${Math.round(promotionMs)} ms (${checks})`,
        `  Rollback of ${area}                 ${Math.round(rollbackMs)} ms (aim: under 1000 ms)`,
        `  First paint requests            ${released} with a release-served config.json, ${today} with dist/-served remotes: ${released > today ? `${released - today} more` : 'no request added'}`,
      ],
    };
  } finally {
    await site.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}
