import { expect, test } from '@playwright/test';
import { createMember, signInThroughUi, uniqueEmail } from '../support/members.ts';
import { expectAreaReady } from '../support/areas.ts';

test('/app pages redirect to /auth when signed out, replacing history', async ({ page }) => {
  await page.goto('/');
  await page.goto('/app/timeline');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('sign up lands on /app/who with the display name defaulted from the email', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth');
  await page.locator('label', { hasText: 'Create Account' }).click();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('abc12');
  await page.getByLabel(/^Confirm Password/).fill('abc12');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters long').first()).toBeVisible();

  await page.getByLabel(/^Password/).fill('abc123');
  await page.getByLabel(/^Confirm Password/).fill('abc124');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match').first()).toBeVisible();

  await page.getByLabel(/^Confirm Password/).fill('abc123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app\/who$/);
  await expectAreaReady(page, 'who');
  const initials = email.split('@')[0]!.slice(0, 2).toUpperCase();
  await expect(page.getByTestId('header-avatar')).toHaveText(initials);
  // History was replaced: going back does not return to /auth.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/auth$/);
});

test('sign in, then sign out to the landing page', async ({ page }) => {
  const member = await createMember('Signin Sara');
  await page.goto('/auth');
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password. Please check your credentials and try again.').first()).toBeVisible();

  await signInThroughUi(page, member);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page.getByTestId('header-avatar')).toHaveText('SS');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed Out', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-in visitor of /auth goes straight to /app/who and the landing page offers Dashboard', async ({ page }) => {
  const member = await createMember('Dash Dana');
  await signInThroughUi(page, member);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/app\/who$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/timeline$/);
  await expectAreaReady(page, 'feed');
});
