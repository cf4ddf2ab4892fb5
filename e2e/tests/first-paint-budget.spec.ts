// The first-paint byte budget: the JS a signed-in member's browser fetches before an area's first route shows real
// data (its content mark: the feed's first post, not its skeleton), from the production build. Bytes are
// deterministic for a build, so this is a test, not a bench. Every area is held to it, so a remote's own
// first-paint code stays small and its heavy parts (menus, dialogs, live services) load after its content.
import { areaList } from '@diva/contracts';
import { type BrowserContextOptions, expect, test } from '@playwright/test';
import { FIRST_PAINT_BUDGET_KIB, attributeScripts, describeFirstPaint, fetchManifests, measureFirstPaint } from '../../scripts/lib/first-paint.ts';
import { readRuntimeConfig } from '../support/env.ts';
import { createMember, signInThroughUi } from '../support/members.ts';

let storageState: BrowserContextOptions['storageState'];

test.beforeAll(async ({ browser }) => {
  const member = await createMember('First Paint');
  const signIn = await browser.newContext();
  await signInThroughUi(await signIn.newPage(), member);
  storageState = await signIn.storageState();
  await signIn.close();
});

for (const area of areaList()) {
  const route = area.prefixes[0]!;
  test(`signed in, ${route} loads at most ${FIRST_PAINT_BUDGET_KIB} KiB gzip of JS before the ${area.name} area shows its content`, async ({ browser, baseURL }) => {
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
    expect(firstPaint.gzip / 1024, report).toBeLessThanOrEqual(FIRST_PAINT_BUDGET_KIB);
  });
}
