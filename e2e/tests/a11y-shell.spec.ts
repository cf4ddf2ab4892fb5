import { type Page, expect, test } from '@playwright/test';
import { expectAreaReady } from '../support/areas.ts';
import { expectNoSeriousA11yFindings } from '../support/axe.ts';
import { createMember, signInWithSession } from '../support/members.ts';

// The shell's pages and chrome, scanned by axe (WCAG 2.x A/AA and best practice): no serious or critical finding.
const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: '375 px', size: { width: 375, height: 740 } },
];

async function scanLanding(page: Page, label: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'You Belong Here' })).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label });
}

for (const viewport of VIEWPORTS) {
  test(`signed out at ${viewport.name}: landing, /auth in both modes with field errors, the 404 page`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    await scanLanding(page, `landing (${viewport.name})`);

    await page.goto('/auth');
    await expect(page.getByLabel(/^Email/)).toBeVisible();
    await expectNoSeriousA11yFindings(page, { label: `/auth sign in (${viewport.name})` });
    await page.locator('label', { hasText: 'Create Account' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByLabel(/^Confirm Password/)).toBeVisible();
    await expectNoSeriousA11yFindings(page, { label: `/auth create account with errors (${viewport.name})` });

    await page.goto('/definitely/not/here');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expectNoSeriousA11yFindings(page, { label: `404 (${viewport.name})` });
  });
}

test('signed in: landing, the app chrome on an area and a coming-soon page, both popovers, the collapsed sidebar, /app 404', async ({ page }) => {
  await signInWithSession(page, await createMember('Axe Ada'));
  await page.goto('/app/who');
  await expectAreaReady(page, 'who');
  await expectNoSeriousA11yFindings(page, { label: 'app chrome on /app/who' });

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog').getByText('No notifications', { exact: true })).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: 'notifications popover' });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Messages', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('No conversations', { exact: true })).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: 'messages popover' });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  await expectNoSeriousA11yFindings(page, { label: 'collapsed sidebar' });
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();

  await page.goto('/app/chapters');
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: 'coming-soon page /app/chapters' });

  await page.goto('/app/not-a-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: '404 signed in' });

  await scanLanding(page, 'landing signed in');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('signed in at 375 px: the app chrome and the sidebar drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInWithSession(page, await createMember('Axe Mia'));
  await page.goto('/app/who');
  await expectAreaReady(page, 'who');
  await expectNoSeriousA11yFindings(page, { label: 'app chrome at 375 px' });
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: 'sidebar drawer at 375 px' });
});
