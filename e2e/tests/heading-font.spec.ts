/**
 * The theme's heading font is the one on screen: served from our own origin, preloaded by the page, loaded
 * (`document.fonts`), and the font the headings compute to, on the public page and inside a remote.
 */
import { type Page, expect, test } from '@playwright/test';
import { expectAreaReady } from '../support/areas.ts';
import { createMember, signInWithSession } from '../support/members.ts';

const HEADING_FONT = 'Playfair Display';

async function expectHeadingFontInUse(page: Page, heading: string): Promise<void> {
  const title = page.getByRole('heading', { name: heading }).first();
  await expect(title).toBeVisible();
  expect(await title.evaluate((element) => getComputedStyle(element).fontFamily.split(',')[0]!.replace(/"/g, '').trim())).toBe(HEADING_FONT);
  await expect
    .poll(() =>
      page.evaluate(
        (family) => [...document.fonts].some((face) => face.family.replace(/"/g, '') === family && face.weight === '700' && face.status === 'loaded'),
        HEADING_FONT,
      ),
    )
    .toBe(true);
}

test('the public page preloads the heading font from its own origin and its headings use it', async ({ page, baseURL }) => {
  const fontResponses: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fontResponses.push(response.url());
  });
  await page.goto('/');
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  expect(await preload.getAttribute('href')).toMatch(/^\/assets\/playfair-display-latin-700-normal\.[0-9a-f]+\.woff2$/);
  await expectHeadingFontInUse(page, 'You Belong Here');
  expect(fontResponses.length).toBeGreaterThan(0);
  for (const url of fontResponses) expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
});

test('a remote’s page heading uses the heading font too', async ({ page }) => {
  await signInWithSession(page, await createMember('Font Fiona'));
  await page.goto('/app/settings');
  await expectAreaReady(page, 'profile');
  await expectHeadingFontInUse(page, 'Account settings');
});
