import { expect, test } from '@playwright/test';
import { createMember, signInThroughUi } from '../support/members.ts';
import { pointAreaAt, serveRemote } from '../support/remote-server.ts';
import { expectAreaReady } from '../support/areas.ts';

let restore: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await restore?.();
  restore = undefined;
});

test('a remote whose server is down shows the fallback, the shell keeps working, and Retry recovers', async ({ page }) => {
  const feed = await serveRemote('feed');
  restore = await pointAreaAt('feed', `${feed.url}/mf-manifest.json`);
  const member = await createMember('Down Dora');
  await signInThroughUi(page, member);

  // Take the feed's server away before its first visit.
  await feed.close();
  await page.getByRole('link', { name: 'Network Feed' }).click();
  const fallback = page.getByTestId('remote-unavailable');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('heading', { name: 'Network Feed is unavailable' })).toBeVisible();

  // The rest of the shell keeps working.
  await page.getByRole('link', { name: 'Events' }).click();
  await expectAreaReady(page, 'events');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog').getByText('No notifications', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Still down on the next visit; then the server comes back on the same port and Retry loads it in place.
  await page.getByRole('link', { name: 'Network Feed' }).click();
  await expect(page.getByRole('heading', { name: 'Network Feed is unavailable' })).toBeVisible();
  const back = await serveRemote('feed', { port: feed.port });
  try {
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectAreaReady(page, 'feed');
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  } finally {
    await back.close();
  }
});

test('a remote whose manifest is missing (404) shows the fallback while other areas load', async ({ page }) => {
  const feed = await serveRemote('feed');
  try {
    restore = await pointAreaAt('feed', `${feed.url}/gone/mf-manifest.json`);
    const member = await createMember('Missing Mae');
    await signInThroughUi(page, member);
    await page.goto('/app/timeline');
    await expect(page.getByRole('heading', { name: 'Network Feed is unavailable' })).toBeVisible();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expectAreaReady(page, 'profile');
  } finally {
    await feed.close();
  }
});
