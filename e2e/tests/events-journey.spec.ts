// Events: creating an in-person event (every validation text), RSVPs from two members until it is full,
// a third member on the waitlist promoted live when a seat frees (her notification, and the creator's of the
// admin's approval, open the event), registration through the form, the .ics file, My
// events with edit and delete, the error texts a person can provoke, 375 px and axe scans.
import { type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { promises as fs } from 'node:fs';
import WebSocket from 'ws';
import { expectAreaReady } from '../support/areas.ts';
import { expectNoSeriousA11yFindings } from '../support/axe.ts';
import { e2eEnv } from '../support/env.ts';
import { expect, type SignedInMember, test } from '../support/fixtures.ts';
import { createMember, type Member, signInWithSession } from '../support/members.ts';
import { clickNotification, expectNotificationRead } from '../support/notifications.ts';

test.use({ memberNames: ['Ada Events', 'Bea Events'] });

const ADMIN = { email: 'admin@example.com', password: 'DivaDemo2024!' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An event created by `member` (pending, as the database decides) and approved by the seeded admin. */
async function approvedEvent(member: Member, fields: Record<string, unknown>): Promise<string> {
  const { data, error } = await member.client
    .from('events')
    .insert({ date: inDays(20), time: '18:30', location: 'Studio 9', type: 'online', created_by: member.id, ...fields })
    .select('id')
    .single();
  if (error) throw error;
  const admin = createClient(e2eEnv.supabaseUrl(), e2eEnv.anonKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  await admin.auth.signInWithPassword(ADMIN);
  const approved = await admin.from('events').update({ approved: true }).eq('id', data.id);
  if (approved.error) throw approved.error;
  return data.id as string;
}

async function openEvents(page: Page): Promise<void> {
  await page.goto('/app/events');
  await expectAreaReady(page, 'events');
  await expect(page.getByTestId('all-events')).toBeVisible();
}

const card = (page: Page, title: string) => page.getByTestId('event-card').filter({ hasText: title });

/** Her one unread notification, titled `notification`, opens the event and is read (in the bell and the database). */
async function openEventFromBell(page: Page, member: Member, notification: string, id: string, title: string): Promise<void> {
  await clickNotification(page, notification);
  await expect(page).toHaveURL(new RegExp(`/app/events/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expectNotificationRead(member.client, notification);
}

test('create an in-person event: every validation text, then pending approval; the create failure text', async ({ twoMembers }) => {
  const [ada] = twoMembers;
  const { page } = ada;
  await openEvents(page);
  await expectNoSeriousA11yFindings(page, { label: 'events' });

  await page.getByRole('button', { name: 'Create Event', exact: true }).click();
  const form = page.getByTestId('event-form');
  await form.getByLabel('Max attendees').fill('0');
  await form.getByLabel('Price').fill('-1');
  await form.getByLabel('Image URL').fill('http://images.example.com/a.png');
  await form.getByRole('button', { name: 'Create Event' }).click();
  for (const text of [
    'Title is required', 'Date is required', 'Time is required', 'Location is required', 'Address is required for in-person events',
    'Max attendees must be at least 1', 'Price cannot be negative', 'Image URL must be an https:// URL',
  ]) {
    await expect(form.getByText(text)).toBeVisible();
  }
  await expectNoSeriousA11yFindings(page, { label: 'event form with errors' });

  // Online hides the address.
  await form.getByText('Online', { exact: true }).click();
  await expect(form.getByLabel('Address')).toHaveCount(0);
  await form.getByText('In person', { exact: true }).click();

  const title = `Rooftop Mixer ${Date.now().toString(36)}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Date').fill(inDays(30));
  await form.getByLabel('Time').fill('18:30');
  await form.getByLabel('Location').fill('Skyline Terrace');
  await form.getByLabel('Address').fill('1 Peachtree St, Atlanta, GA');
  await form.getByLabel('Max attendees').fill('25');
  await form.getByLabel('Price').fill('12.50');
  await form.getByLabel('Image URL').fill('');

  // The database is unreachable once: the spec's text, and the form stays for another try.
  await page.route('**/rest/v1/events?*', (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()), { times: 1 });
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Failed to create event. Please try again.')).toBeVisible();

  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Your event is pending approval.')).toBeVisible();
  await expect(card(page, title)).toContainText('Pending Approval');
  await expect(card(page, title)).toContainText('25 of 25 seats left');
});

test('RSVPs from two members until full, a third waits and is promoted live when a seat frees', async ({ twoMembers, browser }) => {
  test.setTimeout(120_000);
  const [ada, bea] = twoMembers;
  const title = `Two Seat Salon ${Date.now().toString(36)}`;
  const id = await approvedEvent(ada, { title, max_attendees: 2 });
  const cara = await createMember('Cara Events');
  const caraContext = await browser.newContext();
  const caraPage = await caraContext.newPage();
  await signInWithSession(caraPage, cara);

  await openEvents(ada.page);
  await openEvents(bea.page);
  await openEvents(caraPage);
  await expect(card(caraPage, title)).toContainText('2 of 2 seats left');

  // A failed RSVP is reverted with the spec's text.
  await ada.page.route('**/rest/v1/event_rsvps*', (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()), { times: 1 });
  await card(ada.page, title).getByRole('button', { name: 'RSVP' }).click();
  await expect(ada.page.getByText('Failed to update RSVP. Please try again.')).toBeVisible();
  await expect(card(ada.page, title)).toContainText('2 of 2 seats left');

  await card(ada.page, title).getByRole('button', { name: 'RSVP' }).click();
  await expect(ada.page.getByText('RSVP Confirmed')).toBeVisible();
  await expect(card(caraPage, title)).toContainText('1 of 2 seats left'); // live
  await card(bea.page, title).getByRole('button', { name: 'RSVP' }).click();
  await expect(card(bea.page, title)).toContainText('0 of 2 seats left');
  await expect(card(ada.page, title)).toContainText('0 of 2 seats left'); // live

  // Full: the third member joins the waitlist.
  await card(caraPage, title).getByRole('button', { name: 'Join waitlist' }).click();
  await expect(caraPage.getByText('Joined Waitlist')).toBeVisible();
  await expect(card(caraPage, title)).toContainText('You are on the waitlist.');

  // Bea cancels: the database promotes Cara, and her page shows it without a reload.
  await card(bea.page, title).getByRole('button', { name: 'Cancel RSVP' }).click();
  await expect(bea.page.getByText('RSVP Removed')).toBeVisible();
  await expect(card(caraPage, title).getByRole('button', { name: 'Cancel RSVP' })).toBeVisible();
  await expect(card(caraPage, title)).not.toContainText('You are on the waitlist.');
  await expect(card(bea.page, title).getByRole('button', { name: 'Join waitlist' })).toBeVisible();

  // Cara's notification of her seat (live) and Ada's of the admin's approval each open the event.
  await openEventFromBell(caraPage, cara, 'You have a seat', id, title);
  await expect(caraPage.getByText('You are attending.')).toBeVisible();
  await openEventFromBell(ada.page, ada, 'Event approved', id, title);
  await caraContext.close();
});

test('register through the form, download the calendar file twice, then My events: edit, attendees and delete', async ({ twoMembers }) => {
  test.setTimeout(120_000);
  const [ada, bea] = twoMembers;
  const title = `Founder Summit ${Date.now().toString(36)}`;
  const id = await approvedEvent(ada, { title, max_attendees: 10, price: 297, description: 'Keynotes and a gala.' });
  const { page } = bea;

  await openEvents(page);
  await page.getByRole('button', { name: `Register Now: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/app/events/${id}$`));
  await expect(page.getByTestId('event-price')).toHaveText('$297');
  await expect(page.getByText('Payment is taken at the door: no card is needed to register.')).toBeVisible();
  await expect(page.getByTestId('seats-left')).toHaveText('10 of 10 seats left');
  await expectNoSeriousA11yFindings(page, { label: 'event registration' });

  const form = page.getByTestId('registration-form');
  await form.getByLabel('Email').fill('');
  await form.getByRole('button', { name: 'Register Now' }).click();
  for (const text of ['First name is required', 'Last name is required', 'Email is required', 'Phone is required']) await expect(form.getByText(text)).toBeVisible();
  await form.getByLabel('Email').fill('bea@');
  await form.getByRole('button', { name: 'Register Now' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByLabel('First name').fill('Bea');
  await form.getByLabel('Last name').fill('Events');
  await form.getByLabel('Email').fill('bea.events@example.com');
  await form.getByLabel('Phone').fill('+1 555 0142');
  await form.getByLabel('Dietary restrictions').fill('Vegetarian');
  await form.getByRole('button', { name: 'Register Now' }).click();
  await expect(page.getByText('Registration Successful!')).toBeVisible();
  await expect(page.getByTestId('seats-left')).toHaveText('9 of 10 seats left');
  await expect(page.getByText('You are attending.')).toBeVisible();

  // The .ics file: the same UID on every download, so the calendar updates its entry.
  const uids: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await (await download).path();
    const text = await fs.readFile(file, 'utf8');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`SUMMARY:${title}`);
    uids.push(text.match(/^UID:(.+)$/m)![1]!.trim());
  }
  expect(uids[0]).toBe(`${id}@events.diva-network`);
  expect(uids[1]).toBe(uids[0]);

  // Bea's My events: attending, nothing created.
  await page.goto('/app/my-events');
  await expect(page.getByRole('tab', { name: 'Events I Created (0)' })).toBeVisible();
  await expect(page.getByText("You haven't created any events yet.")).toBeVisible();
  await page.getByRole('tab', { name: "Events I'm Attending (1)" }).click();
  await expect(page.getByTestId('attending-event')).toContainText(title);
  await expectNoSeriousA11yFindings(page, { label: 'my events' });

  // Ada's My events: attendees by name, edit, a failed delete, delete.
  await checkCreatedEvents(ada, title);
});

async function checkCreatedEvents({ page }: SignedInMember, title: string) {
  await page.goto('/app/my-events');
  await expectAreaReady(page, 'events');
  const item = page.getByTestId('created-event').filter({ hasText: title });
  await expect(item.getByTestId('attendee-names')).toContainText('Bea Events');
  await item.getByRole('button', { name: `Edit ${title}` }).click();
  const form = page.getByTestId('event-form');
  await form.getByLabel('Title').fill(`${title} (moved)`);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Event Updated')).toBeVisible();
  const moved = page.getByTestId('created-event').filter({ hasText: `${title} (moved)` });
  // A member's material change sends the event back to review.
  await expect(moved).toContainText('Pending Approval');

  await page.route('**/rest/v1/events?*', (route) => (route.request().method() === 'DELETE' ? route.abort() : route.fallback()), { times: 1 });
  await moved.getByRole('button', { name: `Delete ${title} (moved)` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Failed to delete event. Please try again.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Event Deleted')).toBeVisible();
  await expect(moved).toHaveCount(0);
}

test('375 px: events, an event and my events fit without sideways scroll; the load failure offers Retry', async ({ twoMembers }) => {
  test.setTimeout(120_000);
  const [ada] = twoMembers;
  const { page } = ada;
  const id = await approvedEvent(ada, { title: `Narrow Screen Brunch ${Date.now().toString(36)}` });
  await page.setViewportSize({ width: 375, height: 800 });
  for (const route of ['/app/events', `/app/events/${id}`, '/app/my-events']) {
    await page.goto(route);
    await expectAreaReady(page, 'events');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yFindings(page, { label: `${route} at 375 px` });
  }
  await page.route('**/rest/v1/rpc/events_page*', (route) => route.abort());
  await page.goto('/app/events');
  // After the shared query client's retries (with backoff) have failed too.
  await expect(page.getByText('Failed to load community events')).toBeVisible({ timeout: 45_000 });
  await page.unroute('**/rest/v1/rpc/events_page*');
  await page.getByRole('button', { name: /Retry|Try again/ }).click();
  await expect(page.getByTestId('all-events')).toBeVisible();
});
