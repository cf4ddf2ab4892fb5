// The first-paint byte budget: the JS a signed-in member's browser fetches before the feed remote renders on
// /app/timeline, from the production build. Bytes are deterministic for a build, so this is a test, not a bench.
import { expect, test } from '@playwright/test';
import { FIRST_PAINT_BUDGET_KIB, attributeScripts, describeFirstPaint, fetchManifests, measureFirstPaint } from '../../scripts/lib/first-paint.ts';
import { readRuntimeConfig } from '../support/env.ts';
import { createMember, signInThroughUi } from '../support/members.ts';

test(`the signed-in /app/timeline loads at most ${FIRST_PAINT_BUDGET_KIB} KiB gzip of JS before the feed renders`, async ({ browser, baseURL }) => {
  const member = await createMember('First Paint');
  const signIn = await browser.newContext();
  await signInThroughUi(await signIn.newPage(), member);
  const storageState = await signIn.storageState();
  await signIn.close();

  // A fresh context: empty HTTP cache, the stored session only.
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const firstPaint = await measureFirstPaint(page, '/app/timeline', 'feed');

  const config = await readRuntimeConfig();
  const manifests = await fetchManifests(page, [baseURL!, ...Object.values(config.remotes).filter((url) => url !== undefined)]);
  const report = describeFirstPaint(firstPaint, attributeScripts(firstPaint.scripts, manifests)).join('\n');
  await context.close();
  console.info(report);
  test.info().annotations.push({ type: 'first paint', description: report });

  // The page needs the shell, the feed remote and the shared packages; nothing else.
  expect(firstPaint.scripts.length).toBeGreaterThan(3);
  expect(firstPaint.gzip / 1024, report).toBeLessThanOrEqual(FIRST_PAINT_BUDGET_KIB);
});
