// Releases served to members, in real Chromium against the e2e backend: two feed releases (a tab opened on v1
// survives v2's promotion, lazy chunk included; a new tab gets v2; rollback in under a second), a 10 % canary
// over 200 members, and a canary whose exposed module throws on render rolled back by the watcher on its own.
import { canaryBucket, type RuntimeConfig } from '@diva/contracts';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { appDist } from '../../scripts/lib/platform.ts';
import { promote } from '../../scripts/lib/release/promote.ts';
import { readCanaries, readHistory } from '../../scripts/lib/release/registry.ts';
import { rollback } from '../../scripts/lib/release/rollback.ts';
import { storeRelease } from '../../scripts/lib/release/store.ts';
import { chooseAreaSource } from '../../shell/src/remotes/area-sources.ts';
import { expectAreaReady } from '../support/areas.ts';
import { createMember, type Member } from '../support/members.ts';
import { type ReleaseSite, startReleaseSite } from '../support/release-site.ts';

test.describe.configure({ mode: 'serial' });

let site: ReleaseSite;
let v1: string;
let v2: string;

test.beforeAll(async () => {
  site = await startReleaseSite({ watch: { maxErrorRate: 0.05, minLoads: 4, intervalMs: 300 } });
  v1 = await feedRelease('1.0.0');
  v2 = await feedRelease('2.0.0', (copy) => fs.appendFile(path.join(copy, 'remoteEntry.js'), '\n// 2.0.0\n'));
  await promote(site.settings, { area: 'feed', ref: '1.0.0', env: 'production', from: 'none', who: 'e2e', why: 'first release' });
});
test.afterAll(() => site?.stop());

let copies = 0;
/** A copy of the feed's real build, changed by `edit`, stored as a release (`release build feed --dist`). */
async function feedRelease(version: string, edit: (copy: string) => Promise<void> = () => Promise.resolve()): Promise<string> {
  const copy = path.join(site.dir, `feed-build-${(copies += 1)}`);
  await fs.cp(appDist('feed'), copy, { recursive: true });
  await edit(copy);
  return (await storeRelease({ root: site.settings.root, area: 'feed', version, dist: copy, source: { commit: 'e2e', dirty: false } })).id;
}

/** The feed build's lazy chunk of the comments panel (the one chunk that defines CommentsPanel). */
async function commentsChunk(): Promise<string> {
  for (const file of await fs.readdir(appDist('feed'))) {
    if (/^\d+\.[0-9a-f]{10}\.js$/.test(file) && (await fs.readFile(path.join(appDist('feed'), file), 'utf8')).includes('CommentsPanel')) return file;
  }
  throw new Error('no lazy chunk of the feed defines CommentsPanel');
}

/** Every URL the page requests from the releases root, as `<release id>/<file>` of the feed. */
function feedRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${site.releasesUrl}/feed/`)) seen.push(url.slice(`${site.releasesUrl}/feed/`.length));
  });
  return seen;
}

async function signIn(context: BrowserContext, member: Pick<Member, 'email' | 'password'>): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${site.shellUrl}/auth`);
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/who$/);
  return page;
}

async function openFeed(page: Page) {
  // Not waiting for the load event: a test may hold a chunk the page preloads.
  await page.goto(`${site.shellUrl}/app/timeline`, { waitUntil: 'commit' });
  await expectAreaReady(page, 'feed');
}

test('a tab on v1 survives the promotion of v2, lazy comments chunk included; a new tab gets v2; rollback in under a second', async ({ browser }) => {
  test.setTimeout(120_000);
  const ada = await createMember('Ada Release');
  const text = `Release day ${Date.now().toString(36)}`;
  const posted = await ada.client.from('posts').insert({ user_id: ada.id, content: text });
  expect(posted.error).toBeNull();
  const context = await browser.newContext();
  try {
    const first = await signIn(context, ada);
    const firstRequests = feedRequests(first);
    // The comments panel is a lazy chunk: this tab's request for it is held until v2 has been promoted, so it
    // loads afterwards, from v1's folder, which is still served.
    const comments = await commentsChunk();
    let releaseHeld!: () => void;
    const held = new Promise<void>((resolve) => (releaseHeld = resolve));
    await first.route(`${site.releasesUrl}/feed/*/${comments}`, async (route) => {
      await held;
      await route.continue();
    });
    await openFeed(first);
    expect(firstRequests).toContain(`${v1}/mf-manifest.json`);

    await promote(site.settings, { area: 'feed', ref: '2.0.0', env: 'production', from: '1.0.0', who: 'e2e', why: 'v2' });
    expect((await site.config()).remotes.feed).toBe(`${site.releasesUrl}/feed/${v2}/mf-manifest.json`);
    releaseHeld();

    const post = first.getByTestId('post-card').filter({ hasText: text }).first();
    await post.getByRole('button', { name: /comment/ }).click();
    await expect(post.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();
    expect(firstRequests).toContain(`${v1}/${comments}`);
    expect(firstRequests.some((url) => url.startsWith(`${v2}/`))).toBe(false);
    await expect(first.getByTestId('remote-unavailable')).toHaveCount(0);

    const second = await context.newPage();
    const secondRequests = feedRequests(second);
    await openFeed(second);
    expect(secondRequests).toContain(`${v2}/mf-manifest.json`);
    expect(secondRequests.some((url) => url.startsWith(`${v1}/`))).toBe(false);

    const { entry, ms } = await rollback(site.settings, { area: 'feed', env: 'production', who: 'e2e' });
    test.info().annotations.push({ type: 'rollback', description: `${Math.round(ms)} ms` });
    expect(ms).toBeLessThan(1000);
    expect(entry).toMatchObject({ action: 'rollback', from: v2, to: v1 });
    const third = await context.newPage();
    const thirdRequests = feedRequests(third);
    await openFeed(third);
    expect(thirdRequests).toContain(`${v1}/mf-manifest.json`);
    expect(thirdRequests.some((url) => url.startsWith(`${v2}/`))).toBe(false);
  } finally {
    await context.close();
  }
});

/** Signs up members until one is in the bucket range asked for. */
async function memberWhere(name: string, wanted: (bucket: number) => boolean): Promise<Member> {
  for (let attempt = 0; attempt < 80; attempt += 1) {
    const member = await createMember(`${name} ${attempt}`);
    if (wanted(canaryBucket(member.id))) return member;
  }
  throw new Error(`no member of ${name}'s bucket in 80 sign-ups`);
}

let inCanaryMember: Member | undefined;

test('a 10 % canary serves v2 to 20 ± 8 of 200 members, each the same on reload, and in the browser by member id', async ({ browser }) => {
  test.setTimeout(120_000);
  await promote(site.settings, { area: 'feed', ref: '2.0.0', env: 'production', from: 'none', who: 'e2e', why: 'canary', canary: 10 });
  const served = async () => (await fetch(`${site.shellUrl}/config.json`)).json() as Promise<RuntimeConfig>;
  const config = await served();
  expect(config.canary?.feed).toEqual({ release: v2, manifest: `${site.releasesUrl}/feed/${v2}/mf-manifest.json`, percent: 10 });
  // The shell's own choice, for 200 member ids, on two loads of config.json.
  const members = Array.from({ length: 200 }, (_, i) => `5f0c${String(i).padStart(4, '0')}-0000-4000-8000-${String(i * 7919).padStart(12, '0')}`);
  const onV2 = (current: RuntimeConfig) => members.filter((id) => chooseAreaSource('feed', current, id)?.manifest === config.canary?.feed?.manifest);
  const first = onV2(config);
  expect(first.length).toBeGreaterThanOrEqual(12);
  expect(first.length).toBeLessThanOrEqual(28);
  expect(onV2(await served())).toEqual(first);
  test.info().annotations.push({ type: 'canary of 200', description: `${first.length} members on v2` });

  // In Chromium: a member in the canary gets v2, one outside gets v1, each again after a reload.
  inCanaryMember = await memberWhere('Cleo Canary', (bucket) => bucket < 10);
  const outside = await memberWhere('Dee Stable', (bucket) => bucket >= 10);
  for (const [member, release] of [[inCanaryMember, v2], [outside, v1]] as const) {
    const context = await browser.newContext();
    try {
      const page = await signIn(context, member);
      const requests = feedRequests(page);
      await openFeed(page);
      await page.reload();
      await expectAreaReady(page, 'feed');
      const manifests = requests.filter((url) => url.endsWith('/mf-manifest.json'));
      expect(manifests.length).toBeGreaterThanOrEqual(2);
      expect(new Set(manifests)).toEqual(new Set([`${release}/mf-manifest.json`]));
    } finally {
      await context.close();
    }
  }
});

test('a canary whose exposed module throws on render is rolled back by the watcher, and history says why', async ({ browser }) => {
  test.setTimeout(120_000);
  if ((await readCanaries(site.settings.root, 'production')).feed) await rollback(site.settings, { area: 'feed', env: 'production', who: 'e2e', why: 'end the v2 canary' });
  inCanaryMember ??= await memberWhere('Cleo Canary', (bucket) => bucket < 10);
  const broken = await feedRelease('1.0.1', async (copy) => {
    const manifest = JSON.parse(await fs.readFile(path.join(copy, 'mf-manifest.json'), 'utf8')) as { exposes: { assets: { js: { sync: string[] } } }[] };
    const file = path.join(copy, manifest.exposes[0]!.assets.js.sync[0]!);
    const code = await fs.readFile(file, 'utf8');
    const patched = code.replace(/default:\(\)=>([A-Za-z_$][\w$]*)/, 'default:()=>function(){throw new Error("injected render error")}');
    expect(patched).not.toBe(code);
    await fs.writeFile(file, patched);
  });
  await promote(site.settings, { area: 'feed', ref: '1.0.1', env: 'production', from: 'none', who: 'e2e', why: 'canary of 1.0.1', canary: 10 });
  expect((await readCanaries(site.settings.root, 'production')).feed?.release).toBe(broken);

  const context = await browser.newContext();
  try {
    const page = await signIn(context, inCanaryMember);
    const requests = feedRequests(page);
    // Each load of the feed fails in the canary member's browser and is reported; the watcher acts on its own.
    // The shell sends a failed page's report a few seconds after it asked for the area: each load waits for it.
    let failedLoads = 0;
    for (let load = 0; load < 8 && (await readCanaries(site.settings.root, 'production')).feed; load += 1) {
      const reported = page
        .waitForResponse(
          (response) => response.url().endsWith('/rest/v1/rpc/report_remote_load') && (response.request().postDataJSON() as { p_release?: string }).p_release === broken,
          { timeout: 20_000 },
        )
        .catch((error: Error) => error);
      const firstRequest = requests.length;
      await page.goto(`${site.shellUrl}/app/timeline`, { waitUntil: 'commit' });
      // The watcher looks every 300 ms: it may remove the canary after the check above and before this page
      // reads its config, and then this load gets v1 and renders. Both outcomes are waited for.
      const unavailable = page.getByTestId('remote-unavailable');
      await expect(unavailable.or(page.locator('[data-remote-ready="feed"]'))).toBeAttached();
      if (!(await unavailable.count())) {
        expect((await readCanaries(site.settings.root, 'production')).feed).toBeUndefined();
        expect(requests.slice(firstRequest)).toContain(`${v1}/mf-manifest.json`);
        break;
      }
      failedLoads += 1;
      await expect(unavailable).toBeVisible();
      await expect(unavailable).not.toContainText(/RUNTIME-\d+/);
      const response = await reported;
      if (response instanceof Error) throw response;
      expect(response.ok()).toBe(true);
    }
    expect(failedLoads).toBeGreaterThanOrEqual(4);
    await expect.poll(async () => (await readCanaries(site.settings.root, 'production')).feed, { timeout: 20_000 }).toBeUndefined();
    expect(requests.some((url) => url.startsWith(`${broken}/`))).toBe(true);
    const last = (await readHistory(site.settings.root)).at(-1)!;
    expect(last).toMatchObject({ action: 'canary-rollback', who: 'canary-watch', from: broken, to: v1 });
    expect(last.why).toMatch(/^canary load-or-render error rate \d+\.\d % \(\d+ of \d+ loads\) passed the threshold 5\.0 %/);
    expect((await site.config()).canary).toBeUndefined();

    // Her next load gets v1 and renders.
    const after = feedRequests(page);
    await openFeed(page);
    expect(after).toContain(`${v1}/mf-manifest.json`);
  } finally {
    await context.close();
  }
});
