/**
 * /auth's other ways in, against the real local-supabase outbox: a member recovers her password
 * through the e-mailed link and signs in with the new one; she signs in with an e-mailed six-digit code, and with
 * the same e-mail's link; the /auth variants at 375 px and under axe.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from '../support/axe.ts';
import { createMember, signInThroughUi } from '../support/members.ts';
import { latestEmail } from '../support/outbox.ts';

test('a member recovers her password through the e-mailed link and signs in with the new one', async ({ page, browser }) => {
  const member = await createMember('Recover Rita');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const since = new Date().toISOString();
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByRole('button', { name: 'Send recovery link' }).click();
  await expect(page.getByText('If an account uses this address, a link to set a new password is on its way.')).toBeVisible();

  const mail = await latestEmail(member.email, 'recovery', since);
  await page.goto(mail.link!);
  await expect(page).toHaveURL(/\/auth\/reset-password/);
  await page.getByLabel(/^New password/).fill('abc12');
  await page.getByLabel(/^Confirm new password/).fill('abc12');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await page.getByLabel(/^New password/).fill('Recovered-456');
  await page.getByLabel(/^Confirm new password/).fill('Recovered-456');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/app\/who$/);
  await expect(page.getByText('Your new password is saved.')).toBeVisible();

  // Another browser: the old password is refused, the new one signs in.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/auth');
  await second.getByLabel(/^Email/).fill(member.email);
  await second.getByLabel(/^Password/).fill(member.password);
  await second.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(second.getByText('Invalid email or password. Please check your credentials and try again.').first()).toBeVisible();
  await signInThroughUi(second, { email: member.email, password: 'Recovered-456' });
  await other.close();

  // A used link signs nobody in again: the page says so.
  const third = await browser.newContext();
  const stale = await third.newPage();
  await stale.goto(mail.link!);
  await expect(stale.getByText('This recovery link is invalid or has expired. Request a new one.')).toBeVisible();
  await third.close();
});

test('a member signs in with an e-mailed code, or with the same e-mail’s link', async ({ page, browser }) => {
  const member = await createMember('Code Cora');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'E-mail me a sign-in code' }).click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('You must provide either an email or phone number.')).toBeVisible();
  const since = new Date().toISOString();
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter the six-digit code from the email, or follow its link.')).toBeVisible();
  const mail = await latestEmail(member.email, 'magiclink', since);

  const wrong = mail.otp === '000000' ? '111111' : '000000';
  await page.getByLabel(/^Six-digit code/).fill(wrong);
  await page.getByRole('button', { name: 'Sign in with code' }).click();
  await expect(page.getByText('This code is wrong or has expired. Request a new one.')).toBeVisible();
  await page.getByLabel(/^Six-digit code/).fill(mail.otp!);
  await page.getByRole('button', { name: 'Sign in with code' }).click();
  await expect(page).toHaveURL(/\/app\/who$/);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();

  // The link of a fresh e-mail signs in another browser and lands in the app.
  const linkSince = new Date().toISOString();
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/auth');
  await second.getByRole('button', { name: 'E-mail me a sign-in code' }).click();
  await second.getByLabel(/^Email/).fill(member.email);
  await second.getByRole('button', { name: 'Send code' }).click();
  await expect(second.getByLabel(/^Six-digit code/)).toBeVisible();
  const linkMail = await latestEmail(member.email, 'magiclink', linkSince);
  await second.goto(linkMail.link!);
  await expect(second).toHaveURL(/\/app\/who$/);
  await other.close();
});

test('the /auth variants at 375 px, without horizontal scroll and axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('button', { name: 'Send recovery link' })).toBeVisible();
  await fits();
  await expectNoSeriousA11yFindings(page, { label: "/auth 'Forgot password?' at 375 px" });
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await page.getByRole('button', { name: 'E-mail me a sign-in code' }).click();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  await fits();
  await expectNoSeriousA11yFindings(page, { label: "/auth 'E-mail me a sign-in code' at 375 px" });
  await page.goto('/auth/reset-password');
  await expect(page.getByText('This recovery link is invalid or has expired. Request a new one.')).toBeVisible();
  await fits();
  await expectNoSeriousA11yFindings(page, { label: '/auth/reset-password at 375 px' });
});
