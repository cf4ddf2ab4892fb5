import fs from 'node:fs/promises';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { expectAreaReady } from '../support/areas.ts';
import { expectNoSeriousA11yFindings } from '../support/axe.ts';
import { e2eEnv } from '../support/env.ts';
import { createMember, uniqueEmail } from '../support/members.ts';
import { clickNotification, expectNotificationRead } from '../support/notifications.ts';

// The seed's leaders: the network moderator and the president of Los Angeles Divas (chapter 11).
const DEMO_PASSWORD = 'DivaDemo2024!';
const MODERATOR = { email: 'naomi@example.com', password: DEMO_PASSWORD };
const OTHER_PRESIDENT = { email: 'sofia@example.com', password: DEMO_PASSWORD };
// A chapter no seed or other spec gives a president.
const CHAPTER = 'San Francisco Bay Area Divas';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/president?tab=login');
  await expectAreaReady(page, 'president');
  await page.getByRole('form', { name: 'Login' }).getByLabel('E-mail').fill(who.email);
  await page.getByRole('form', { name: 'Login' }).getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in to the portal' }).click();
}

async function leaderPage(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, who);
  await expect(page).toHaveURL(/\/president\/dashboard/);
  return { context, page };
}

test('a visitor applies, is refused while pending, the moderator approves her, and she runs her chapter event at the door', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const applicant = { email: uniqueEmail('applicant'), password: 'E2e-pass-123', name: `Pia President ${stamp}` };

  // Visitors are sent from the dashboard to the portal.
  await page.goto('/president/dashboard');
  await expect(page).toHaveURL(/\/president$/);
  await expectAreaReady(page, 'president');
  await expectNoSeriousA11yFindings(page, { label: 'president portal' });

  // Apply: every validation text first.
  await openTab(page, 'Apply');
  const apply = page.getByRole('form', { name: 'Apply' });
  await apply.getByRole('button', { name: 'Submit application' }).click();
  await expect(apply.getByText('Please enter your full name.')).toBeVisible();
  await expect(apply.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(apply.getByText('Please enter a password of at least 6 characters.')).toBeVisible();
  await expect(apply.getByText('Please select a valid chapter.')).toBeVisible();
  await expect(toast(page, 'Invalid Chapter')).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: 'president apply with errors' });

  await apply.getByLabel('Full name').fill(applicant.name);
  await apply.getByLabel('E-mail').fill(applicant.email);
  await apply.getByLabel('Password').fill(applicant.password);
  // The moderator seat is taken (the seed's Naomi): refused by the database.
  await apply.getByLabel('Moderator').check();
  await expect(apply.getByLabel('Chapter', { exact: true })).toHaveCount(0);
  await apply.getByRole('button', { name: 'Submit application' }).click();
  await expect(toast(page, 'Moderator Position Unavailable')).toContainText('There is already an approved moderator.');
  // Her account exists now: she applies with it. Changing the role cleared the chapter.
  await expect(apply.getByText(`You apply with your account ${applicant.email}.`)).toBeVisible();
  await apply.getByLabel('Chapter president').check();
  await expect(apply.getByLabel('Chapter', { exact: true })).toHaveValue('');
  await apply.getByLabel('Chapter', { exact: true }).selectOption({ label: 'Atlanta Divas' });
  await apply.getByRole('button', { name: 'Submit application' }).click();
  await expect(toast(page, 'Chapter Unavailable')).toContainText('This chapter already has an approved president.');
  await apply.getByLabel('Chapter', { exact: true }).selectOption({ label: CHAPTER });
  await apply.getByRole('button', { name: 'Submit application' }).click();
  await expect(toast(page, 'Registration Successful!')).toBeVisible();

  // Pending: refused and signed out.
  await logIn(page, applicant);
  await expect(page.getByTestId('login-failure')).toHaveText('Account Pending: Your president account is pending approval.');
  await page.goto('/president/dashboard');
  await expect(page).toHaveURL(/\/president$/);

  // The moderator approves her in Approvals.
  const moderator = await leaderPage(browser, MODERATOR);
  await openTab(moderator.page, 'Approvals');
  await expect(moderator.page.getByRole('button', { name: `Approve: ${applicant.name}` })).toBeVisible();
  await expectNoSeriousA11yFindings(moderator.page, { label: 'president approvals' });
  await moderator.page.getByRole('button', { name: `Approve: ${applicant.name}` }).click();
  await expect(toast(moderator.page, 'Application approved')).toBeVisible();
  await expect(moderator.page.getByRole('button', { name: `Approve: ${applicant.name}` })).toHaveCount(0);
  await moderator.context.close();

  // She signs in, on a phone at the door.
  await page.setViewportSize({ width: 375, height: 812 });
  await logIn(page, applicant);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/president\/dashboard/);
  await expect(page.getByText(CHAPTER)).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: 'president dashboard' });

  // Create an event: approved at once for her own chapter.
  const title = `Door Night, "${stamp}"`;
  await openTab(page, 'Events');
  await expect(page.getByText('No events in your chapter yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New event' }).click();
  const form = page.getByRole('form', { name: 'New event' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Date').fill('2099-06-01');
  await form.getByLabel('Time').fill('18:30');
  await form.getByLabel('Location').fill('San Francisco');
  await form.getByLabel('Address').fill('1 Market St');
  await form.getByRole('button', { name: 'New event' }).click();
  await expect(toast(page, 'Event Created')).toBeVisible();
  const card = page.getByTestId('chapter-event').filter({ hasText: title });
  await expect(card.getByTestId('registered')).toHaveText('0 / 100 registered');
  await expect(card.getByTestId('waitlisted')).toHaveText('0 on the waitlist');
  await expect(card.getByText('Pending Approval')).toHaveCount(0);
  // Edit her event: the form comes with its current values (the address too).
  await card.getByRole('button', { name: 'Edit event' }).click();
  const editForm = card.getByRole('form', { name: 'Edit event' });
  await expect(editForm.getByLabel('Address')).toHaveValue('1 Market St');
  await editForm.getByLabel('Location').fill('San Francisco, Mission');
  await editForm.getByRole('button', { name: 'Save event' }).click();
  await expect(toast(page, 'Event Updated')).toBeVisible();
  await expect(card.getByText(/San Francisco, Mission/)).toBeVisible();
  await card.getByRole('button', { name: 'RSVPs' }).click();
  await expect(card.getByText('No RSVPs for this event yet.')).toBeVisible();

  // Two members RSVP from their own browsers: the list fills live.
  const eventId = (await createMember('Lookup')).client; // a member client to find the approved event's id
  const { data: found } = await eventId.from('events').select('id').eq('title', title).single();
  const [ana, bea] = await Promise.all([createMember(`Ana Attendee ${stamp}`), createMember(`王 Bea ${stamp}`)]);
  for (const member of [ana, bea]) {
    expect((await member.client.from('event_rsvps').insert({ event_id: found!.id, user_id: member.id })).error).toBeNull();
  }
  await expect(card.getByTestId('rsvp-row')).toHaveCount(2);

  // Check one in; the button is a 40 px target and the page does not scroll sideways at 375 px.
  const checkIn = card.getByRole('button', { name: `Check in: Ana Attendee ${stamp}` });
  expect((await checkIn.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  await checkIn.click();
  await expect(card.getByRole('button', { name: `Undo check-in: Ana Attendee ${stamp}` })).toBeVisible();
  await expect(card.getByTestId('rsvp-row').filter({ hasText: `Ana Attendee ${stamp}` }).getByText('Checked in')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yFindings(page, { label: 'president RSVP list at 375 px' });

  // Export CSV, named after the event, read back.
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`Door Night, -${stamp}-.csv`);
  const csv = (await fs.readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('"Name","Status","Company","Role","RSVP Date","Checked-in"');
  const ana_line = lines.find((line) => line.startsWith(`"Ana Attendee ${stamp}"`))!;
  expect(ana_line).toMatch(/^"Ana Attendee [^"]+","attending","","","[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}","[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}"$/);
  expect(lines.find((line) => line.startsWith(`"王 Bea ${stamp}"`))).toMatch(/,""$/);

  // Settings: an https: cover and a contact e-mail, which the chapter page then shows.
  await openTab(page, 'Settings');
  const settings = page.getByRole('form', { name: 'Settings' });
  await settings.getByLabel('Cover image URL').fill('http://img.example.org/cover.jpg');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText('Use an https:// image address.')).toBeVisible();
  await settings.getByLabel('Contact e-mail').fill('not-an-address');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await settings.getByLabel('Cover image URL').fill('https://img.example.org/cover.jpg');
  await settings.getByLabel('Contact e-mail').fill(`sf-${stamp}@example.org`);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Settings saved')).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: 'president settings' });
  await openTab(page, 'Members');
  await expect(page.getByText('No chapter members match.')).toBeVisible();
  await page.goto('/app/chapter/23');
  await expect(page.getByTestId('chapter-contact-email')).toHaveText(`sf-${stamp}@example.org`);

  // In the member app her bell holds the approval: it opens her portal, and is read.
  await clickNotification(page, 'Application approved');
  await expect(page).toHaveURL(/\/president\/dashboard(\?|$)/);
  await expect(page.getByRole('tab', { name: 'Events', exact: true })).toBeVisible();
  await expect(page.getByText(CHAPTER)).toBeVisible();
  const applicantClient = createClient(e2eEnv.supabaseUrl(), e2eEnv.anonKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  expect((await applicantClient.auth.signInWithPassword(applicant)).error).toBeNull();
  await expectNotificationRead(applicantClient, 'Application approved');

  // Another chapter's president sees none of it, in the UI or through the database.
  const other = await leaderPage(browser, OTHER_PRESIDENT);
  await openTab(other.page, 'Events');
  await expect(other.page.getByTestId('events-loading')).toHaveCount(0);
  await expect(other.page.getByText(title)).toHaveCount(0);
  await openTab(other.page, 'Members');
  await expect(other.page.getByText(`Ana Attendee ${stamp}`)).toHaveCount(0);
  await other.context.close();
});
