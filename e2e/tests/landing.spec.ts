import { expect, test } from '@playwright/test';
import { expectAreaReady } from '../support/areas.ts';
import { expectFitsTheScreen } from '../support/layout.ts';

test('the landing page has every section, anchor and button', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'You Belong Here' })).toBeVisible();
  for (const step of ['Discover', 'Define', 'Connect', 'Achieve']) await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
  await expect(page.getByTestId('feature-card')).toHaveCount(6);
  await expect(page.getByText('© 2024')).toBeVisible();

  await page.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/#features$/);
  await expect(page.locator('#features')).toBeInViewport();
  await page.getByRole('link', { name: 'Stories' }).click();
  await expect(page.locator('#stories')).toBeInViewport();

  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('link', { name: /Back to home/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expectAreaReady(page, 'admin');
});

test('on a phone the header keeps the brand and Get Started, and folds the rest into a menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeHidden();
  await expectFitsTheScreen(page, header);

  const menu = header.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const links = header.getByRole('navigation', { name: 'Menu' });
  for (const name of ['Features', 'About', 'Stories', 'Admin', 'Sign In']) await expect(links.getByRole('link', { name })).toBeVisible();
  await expectFitsTheScreen(page, header);
  await links.getByRole('link', { name: 'Stories' }).click();
  await expect(page.locator('#stories')).toBeInViewport();
  await expect(links).toBeHidden();

  await menu.click();
  await header.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('unknown paths show the not-found page', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { name: 'You Belong Here' })).toBeVisible();
});
