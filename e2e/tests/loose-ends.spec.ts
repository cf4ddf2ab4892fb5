import { type Page, expect, test } from '@playwright/test';
import { signInAdmin } from '../support/admin.ts';
import { expectAreaReady } from '../support/areas.ts';
import { expectNoSeriousA11yFindings } from '../support/axe.ts';
import { expectFitsTheScreen } from '../support/layout.ts';
import { createMember, signInWithSession } from '../support/members.ts';

// The loose ends a member, a president and an admin hit: the header search keeps the first keystrokes and
// opens a results page; My events splits upcoming and past; the president's overview; the admin's Users table
// with suspend and restore. Each screen at 1280 and 375 px, with axe; screenshots go to the test's output.
const DEMO_PASSWORD = 'DivaDemo2024!';
const PRESIDENT = { email: 'sofia@example.com', password: DEMO_PASSWORD };

async function shots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yFindings(page, { label: `${name} at ${width} px` });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('search: what she types right after tabbing in is kept, and Enter opens every group on the results page', async ({ page }) => {
  test.setTimeout(90_000);
  const member = await createMember('Loose Ends Searcher');
  await signInWithSession(page, member);
  await page.goto('/app/timeline');
  await expectAreaReady(page, 'feed');
  const plain = page.getByTestId('header-search').getByRole('textbox', { name: 'Search the network' });
  await expect(plain).toHaveAttribute('placeholder', 'Search network, chapters, events...');
  await plain.focus();
  // Typed at once, while the combobox's code may still be on its way.
  await page.keyboard.type('atlanta');
  const box = page.getByRole('combobox', { name: 'Search the network' });
  await expect(box).toHaveValue('atlanta');
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('placeholder', 'Search network, chapters, events...');
  await expect(page.getByRole('listbox').getByRole('group', { name: 'Chapters' })).toContainText('Atlanta Divas');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/search\?q=atlanta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chapters' })).toContainText('Atlanta Divas');
  // Members whose location is Atlanta (the seed's) are found too.
  await expect(page.getByTestId('search-results-people').locator('li').first()).toBeVisible();
  await shots(page, 'search-results');
});

test('My events splits upcoming and past, with cancel and add to calendar on the upcoming ones', async ({ page }) => {
  test.setTimeout(90_000);
  const member = await createMember('Loose Ends Attendee');
  await signInWithSession(page, member);
  await page.goto('/app/events');
  await expectAreaReady(page, 'events');
  // The first event she can register for.
  await page.getByRole('button', { name: /^Register Now: / }).first().click();
  const form = page.getByRole('form', { name: 'Registration form' });
  await form.getByLabel('First name').fill('Lena');
  await form.getByLabel('Last name').fill('Ends');
  await form.getByLabel('Phone').fill('555 0100');
  await form.getByRole('button', { name: /Register Now|Join waitlist/ }).click();
  await expect(page.getByText(/You are attending\.|You are on the waitlist\./)).toBeVisible();
  await page.goto('/app/my-events?tab=attending');
  const upcoming = page.getByTestId('attending-upcoming');
  await expect(upcoming.getByRole('button', { name: /^(Cancel RSVP|Leave waitlist): / })).toBeVisible();
  await expect(upcoming.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Past \(/ })).toBeVisible();
  await shots(page, 'my-events');
  await upcoming.getByRole('button', { name: /^(Cancel RSVP|Leave waitlist): / }).click();
  await expect(page.getByText("You haven't RSVPed to any events yet.")).toBeVisible();
});

test("the president's overview has the next events, the newest members and the way back", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/president?tab=login');
  await expectAreaReady(page, 'president');
  await page.getByRole('form', { name: 'Login' }).getByLabel('E-mail').fill(PRESIDENT.email);
  await page.getByRole('form', { name: 'Login' }).getByLabel('Password').fill(PRESIDENT.password);
  await page.getByRole('button', { name: 'Sign in to the portal' }).click();
  await expect(page).toHaveURL(/\/president\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Next events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Newest members' })).toBeVisible();
  await expect(page.getByTestId('overview-newest-members').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the member app' })).toHaveAttribute('href', '/app/who');
  await shots(page, 'president-overview');
});

test("the admin's Users table: e-mail, role, sign-ins; a suspended member cannot sign in until restored", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const member = await createMember('Loose Ends Suspended');
  await signInAdmin(page);
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search members by name or e-mail').fill(member.email);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('member');
  await expect(row).toContainText('Active');
  await shots(page, 'admin-users');

  // On a phone each member is a card with her actions in reach: she is suspended from there.
  await page.setViewportSize({ width: 375, height: 812 });
  const card = page.getByRole('listitem').filter({ hasText: member.email });
  const suspend = card.getByRole('button', { name: 'Suspend Loose Ends Suspended' });
  await expect(suspend).toBeVisible();
  // Within the screen's width without scrolling anything sideways (the old table hid it in a scroll box).
  const box = await suspend.evaluate((button) => button.getBoundingClientRect().toJSON() as DOMRect);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(375);
  await expectFitsTheScreen(page);
  await card.screenshot({ path: test.info().outputPath('admin-users-card-375.png') });
  await suspend.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Reason/).fill('Spam to many members');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Suspended');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(row).toContainText('Suspended');

  const other = await browser.newContext();
  const memberPage = await other.newPage();
  await memberPage.goto('/auth');
  await memberPage.getByLabel('Email').fill(member.email);
  await memberPage.locator('input[type="password"]').first().fill(member.password);
  await memberPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(memberPage.getByText('Your account is suspended. Contact the network admin to restore it.').first()).toBeVisible();
  await expect(memberPage).toHaveURL(/\/auth/);

  await row.getByRole('button', { name: 'Restore Loose Ends Suspended' }).click();
  await dialog.getByLabel(/Reason/).fill('Appeal accepted');
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Active');
  await memberPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(memberPage).toHaveURL(/\/app\//);
  await other.close();
});
