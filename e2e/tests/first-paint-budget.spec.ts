// The first-paint byte budget: the JS and the font files a signed-in member's browser fetches before an area's
// first route shows real data (its content mark: the feed's first post, not its skeleton), from the production build. Bytes are
// deterministic for a build, so this is a test, not a bench. Every area is held to it, so a remote's own
// first-paint code stays small and its heavy parts (menus, dialogs, live services) load after its content.
import { areaList, contentReadyMark, prefetchStartMark, remoteReadyMark } from '@diva/contracts';
import { type BrowserContextOptions, expect, test } from '@playwright/test';
import { FIRST_PAINT_BUDGET_KIB, attributeScripts, describeFirstPaint, fetchManifests, measureFirstPaint } from '../../scripts/lib/first-paint.ts';
import { expectAreaContent } from '../support/areas.ts';
import { readRuntimeConfig } from '../support/env.ts';
import { createMember, signedInState } from '../support/members.ts';

let storageState: BrowserContextOptions['storageState'];

test.beforeAll(async () => {
  storageState = await signedInState(await createMember('First Paint'));
});

for (const area of areaList()) {
  const route = area.prefixes[0]!;
  test(`signed in, ${route} loads at most ${FIRST_PAINT_BUDGET_KIB} KiB (JS gzip and fonts) before the ${area.name} area shows its content`, async ({ browser, baseURL }) => {
    // A fresh context: empty HTTP cache, the stored session only.
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const firstPaint = await measureFirstPaint(page, route, area.name);

    const config = await readRuntimeConfig();
    const manifests = await fetchManifests(page, [baseURL!, ...Object.values(config.remotes).filter((url) => url !== undefined)]);
    const report = [`${route}:`, ...describeFirstPaint(firstPaint, attributeScripts(firstPaint.scripts, manifests))].join('\n');
    await context.close();
    console.info(report);
    test.info().annotations.push({ type: 'first paint', description: report });

    // The page needs the shell, the area's remote and the shared packages; nothing else.
    expect(firstPaint.scripts.some((script) => script.url.startsWith(new URL('/', config.remotes[area.name]!).href))).toBe(true);
    // The budget holds the JS and the fonts together; the heading font's preloaded weight is among them.
    expect(firstPaint.fonts.some((font) => /playfair/i.test(font.url)), report).toBe(true);
    expect(firstPaint.total / 1024, report).toBeLessThanOrEqual(FIRST_PAINT_BUDGET_KIB);
  });
}

/** The part of a remote's mf-manifest.json that names the exposed module's own scripts. */
interface ExposeManifest {
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

test('the feed\'s first page is read by the shell\'s entry before its own chunks and the feed\'s code load, and the feed takes it from the cache: one request', async ({ browser }) => {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const postReads: string[] = [];
  const likeReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET') return;
    if (pathname === '/rest/v1/posts') postReads.push(request.url());
    if (pathname === '/rest/v1/post_likes' || pathname === '/rest/v1/user_achievements') likeReads.push(request.url());
  });
  await page.goto('/app/timeline');
  await expectAreaContent(page, 'feed');
  await expect(page.getByTestId('post-card').first()).toBeVisible();

  // The feed's exposed module (./App): its scripts, as its manifest names them.
  const manifestUrl = (await readRuntimeConfig()).remotes.feed!;
  const manifest = (await (await page.request.get(manifestUrl)).json()) as ExposeManifest;
  const appScripts = manifest.exposes.find((expose) => expose.path === './App')!.assets.js.sync.map((file) => new URL(file, manifestUrl).href);
  // The shell's entry: the scripts its page names. Every other script of the shell's origin is behind its async boundary.
  const html = await (await page.request.get('/app/timeline')).text();
  const entryScripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => new URL(match[1]!, page.url()).href);
  const timing = await page.evaluate(
    ([scripts, entries, manifestAt, prefetchMark, remoteMark, contentMark]) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const postsRead = resources.find((entry) => new URL(entry.name).pathname === '/rest/v1/posts');
      const app = resources.filter((entry) => scripts.includes(entry.name));
      const shellChunks = resources.filter(
        (entry) => entry.name.startsWith(location.origin) && entry.name.endsWith('.js') && !entries.includes(entry.name),
      );
      return {
        entries: entries.length,
        shellChunksStart: Math.min(...shellChunks.map((entry) => entry.startTime)),
        manifestStart: resources.find((entry) => entry.name === manifestAt)?.startTime ?? Number.NaN,
        postsStart: postsRead?.startTime ?? Number.NaN,
        postsEnd: postsRead?.responseEnd ?? Number.NaN,
        appScripts: app.length,
        appLoaded: Math.max(...app.map((entry) => entry.responseEnd)),
        prefetchStarted: performance.getEntriesByName(prefetchMark, 'mark')[0]?.startTime ?? Number.NaN,
        remoteRendered: performance.getEntriesByName(remoteMark, 'mark')[0]?.startTime ?? Number.NaN,
        contentShown: performance.getEntriesByName(contentMark, 'mark')[0]?.startTime ?? Number.NaN,
      };
    },
    [appScripts, entryScripts, manifestUrl, prefetchStartMark('feed'), remoteReadyMark('feed'), contentReadyMark('feed')] as const,
  );
  await context.close();
  test.info().annotations.push({ type: 'timing', description: JSON.stringify(timing) });

  // The shell's entry started the read (its mark) and asked for the feed's manifest before requesting its own
  // chunks (the async boundary), so before the feed's exposed module had even finished downloading.
  expect(timing.appScripts).toBe(appScripts.length);
  expect(timing.entries).toBeGreaterThan(0);
  expect(timing.prefetchStarted).toBeLessThanOrEqual(timing.postsStart);
  expect(timing.postsStart).toBeLessThan(timing.shellChunksStart);
  expect(timing.manifestStart).toBeLessThan(timing.shellChunksStart);
  expect(timing.postsStart).toBeLessThan(timing.appLoaded);
  expect(timing.postsStart).toBeLessThan(timing.remoteRendered);
  // One read of the posts, with the viewer's likes and the achievements embedded: the feed asked nothing again.
  expect(postReads).toHaveLength(1);
  expect(new URL(postReads[0]!).searchParams.get('select')).toContain('post_likes(user_id)');
  expect(likeReads).toHaveLength(0);
  // The posts showed after that answer (often in the remote's very first render: the skeleton never showed).
  expect(timing.contentShown).toBeGreaterThan(timing.postsEnd);
});

test('the style sheets parsed before the first post are written for the browsers the scripts target: no fallbacks for older ones', async ({ browser }) => {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(request.url());
  });
  await page.goto('/app/timeline');
  await expectAreaContent(page, 'feed');
  const css = await Promise.all(sheets.map(async (url) => [url, await (await page.request.get(url)).text()] as const));
  await context.close();
  // Mantine's one style sheet was 637 KB raw when the minimizer also wrote every :is()/:where() rule again for
  // browsers without them; written for the ES2022 browsers it is about 250 KB, and that is what a page parses.
  expect(css.length).toBeGreaterThan(0);
  for (const [url, text] of css) expect(text, url).not.toMatch(/:-(webkit|moz)-any\(/);
  const total = css.reduce((sum, [, text]) => sum + text.length, 0);
  expect(total / 1024).toBeLessThan(400);
});
