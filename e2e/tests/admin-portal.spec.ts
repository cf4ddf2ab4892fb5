import { type Page, expect, test } from '@playwright/test';
import { SEED_ADMIN, signInAdmin } from '../support/admin.ts';
import { expectAreaReady } from '../support/areas.ts';
import { expectNoSeriousA11yFindings } from '../support/axe.ts';
import { createMember, signInWithSession } from '../support/members.ts';
import { clickNotification, expectNotificationRead } from '../support/notifications.ts';

const ADMIN = SEED_ADMIN;

async function signInAdminToDashboard(page: Page) {
  await signInAdmin(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Confirms the open dialog with a reason and waits for it to close. */
async function confirmWith(page: Page, confirm: string, reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Reason/).fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

test('a member cannot use the admin login with her own password; the dashboard sends visitors to the login', async ({ page }) => {
  const member = await createMember('Mina Member');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expectAreaReady(page, 'admin');
  await expectNoSeriousA11yFindings(page, { label: 'admin login' });

  await page.getByLabel('Username').fill(member.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('login-failure')).toHaveText('Login Failed: Invalid credentials');
  await expect(page).toHaveURL(/\/admin\/login$/);
  // Signed out of the attempt: the member app sees no session either.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('auth-token')).length)).toBe(0);

  await page.getByLabel('Username').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('login-failure')).toHaveText('Login Failed: Invalid credentials');

  // The auth server unreachable: an unexpected failure.
  await page.route('**/auth/v1/token**', (route) => route.abort('failed'));
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('login-failure')).toHaveText('Login Error');
});

test('a member reports a post from the feed; the admin works through every tab and finds each action in the audit log', async ({ page, browser }) => {
  test.setTimeout(60_000);
  // Names and reasons of this attempt's own, and a chapter still without a president: a retry must not meet what
  // the first attempt left (its report, its audit rows, chapter 26's approved president).
  const stamp = Date.now().toString(36);
  const reporter = await createMember('Rita Reporter');
  const author = await createMember('Otto Offender');
  const leaving = await createMember(`Lena Leaving ${stamp}`);
  const applicant = await createMember('Ada Applicant');
  const led = new Set((await applicant.client.from('diva_presidents').select('chapter_id').eq('approved', true)).data?.map((row) => row.chapter_id));
  const chapters = (await applicant.client.from('chapters').select('id').order('id', { ascending: false })).data ?? [];
  const chapter = chapters.find(({ id }) => !led.has(id))!.id;

  expect((await author.client.from('posts').insert({ user_id: author.id, content: `Buy cheap followers ${stamp}` })).error).toBeNull();

  // The reporter, in her own browser: the post's menu, Report Post, a reason, sent once.
  const reporterContext = await browser.newContext();
  const feed = await reporterContext.newPage();
  await signInWithSession(feed, reporter);
  await feed.goto('/app/timeline');
  await expectAreaReady(feed, 'feed');
  const card = feed.getByTestId('post-card').filter({ hasText: `Buy cheap followers ${stamp}` });
  const report = async () => {
    await card.getByRole('button', { name: 'Post options for Otto Offender' }).click();
    await feed.getByRole('menuitem', { name: 'Report Post' }).click();
    const reportDialog = feed.getByRole('dialog', { name: 'Report this post' });
    await reportDialog.getByText('Spam').click();
    await reportDialog.getByLabel('Details (optional)').fill('Selling followers');
    await reportDialog.getByRole('button', { name: 'Send Report' }).click();
    await expect(reportDialog).toBeHidden();
  };
  await report();
  await expect(feed.getByRole('alert').filter({ hasText: 'Report sent' }).first()).toBeVisible();
  await report();
  await expect(feed.getByRole('alert').filter({ hasText: 'You have already reported this.' }).first()).toBeVisible();
  await reporterContext.close();
  const eventTitle = `Pending mixer ${stamp}`;
  expect(
    (await author.client.from('events').insert({ title: eventTitle, date: '2099-05-01', time: '18:00', location: 'Online', type: 'online', created_by: author.id })).error,
  ).toBeNull();
  expect(
    (await applicant.client.from('diva_presidents').insert({ user_id: applicant.id, full_name: `Ada Applicant ${stamp}`, email: applicant.email, role: 'president', chapter_id: chapter })).error,
  ).toBeNull();

  await signInAdminToDashboard(page);
  for (const card of ['Total Users', 'Connections Made', 'Total Posts', 'Recent Activity']) {
    await expect(page.getByRole('group', { name: card })).toContainText(/\d/);
  }
  await expect(page.getByText('Recent Users')).toBeVisible();
  await expect(page.getByText('Recent Posts')).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: 'admin overview' });

  // Reports: the reported post with its content; a reason is required; then the post goes.
  await openTab(page, 'Reports');
  const queued = page.getByTestId('report').filter({ hasText: `Buy cheap followers ${stamp}` });
  await expect(queued).toContainText('Spam');
  await expect(queued).toContainText('Rita Reporter');
  await expect(queued).toContainText('Selling followers');
  await expectNoSeriousA11yFindings(page, { label: 'admin reports' });
  await queued.getByRole('button', { name: 'Remove post' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByTestId('action-error')).toHaveText('Please give a reason of at least 3 characters.');
  // A failure is reported in words and the dialog stays to try again.
  await page.route('**/rest/v1/rpc/admin_resolve_report', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }), { times: 1 });
  await dialog.getByLabel(/Reason/).fill(`Spam link farm ${stamp}`);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByTestId('action-error')).toHaveText('Failed to resolve report. Please try again.');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(queued).toHaveCount(0);

  // Posts: the removed post is gone from the list.
  await openTab(page, 'Posts');
  await expect(page.getByRole('region', { name: 'Posts' })).toBeVisible();
  await expect(page.getByText(`Buy cheap followers ${stamp}`)).toHaveCount(0);

  // Events: approve the pending one.
  await openTab(page, 'Events');
  await page.getByRole('button', { name: `Approve ${eventTitle}` }).click();
  await confirmWith(page, 'Approve', `Checked the host ${stamp}`);
  await expect(page.getByRole('row', { name: new RegExp(eventTitle) })).toContainText('Approved');
  await expectNoSeriousA11yFindings(page, { label: 'admin events' });

  // Presidents: approve the application.
  await openTab(page, 'Presidents');
  await page.getByRole('button', { name: `Approve Ada Applicant ${stamp}` }).click();
  await confirmWith(page, 'Approve', `Chapter ${chapter} needs a lead ${stamp}`);
  await expect(page.getByRole('row', { name: new RegExp(`Ada Applicant ${stamp}`) })).toContainText('Approved');

  // Users: search and delete.
  await openTab(page, 'Users');
  await page.getByLabel('Search members by name').fill(`Lena Leaving ${stamp}`);
  await expect(page.getByRole('row', { name: new RegExp(`Lena Leaving ${stamp}`) })).toHaveCount(1);
  await page.getByRole('button', { name: `Delete Lena Leaving ${stamp}` }).first().click();
  await confirmWith(page, 'Delete user', `Requested account removal ${stamp}`);
  await expect(page.getByText('No members match.')).toBeVisible();
  expect((await leaving.client.auth.signInWithPassword({ email: leaving.email, password: leaving.password })).error).not.toBeNull();

  // Audit: every action, with its reason.
  await openTab(page, 'Audit');
  const log = page.getByRole('region', { name: 'Audit log' });
  for (const [action, reason] of [
    ['Remove reported content', `Spam link farm ${stamp}`],
    ['Approve event', `Checked the host ${stamp}`],
    ['Approve president', `Chapter ${chapter} needs a lead ${stamp}`],
    ['Delete user', `Requested account removal ${stamp}`],
  ]) {
    await expect(log.getByRole('row').filter({ hasText: reason })).toContainText(action);
  }
  await expectNoSeriousA11yFindings(page, { label: 'admin audit' });

  // The reporter was told.
  const told = await reporter.client.from('notifications').select('title').eq('type', 'system');
  expect(told.data).toEqual([{ title: 'Your report was reviewed' }]);
});

test('at 375 px the dashboard fits and works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAdminToDashboard(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Members' })).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: 'admin users at 375 px' });
  await openTab(page, 'Presidents');
  await expectNoSeriousA11yFindings(page, { label: 'admin presidents at 375 px' });
  await openTab(page, 'Posts');
  await expectNoSeriousA11yFindings(page, { label: 'admin posts at 375 px' });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a member reports a profile; the admin dismisses the report, the profile stays and the reporter is told', async ({ page, browser }) => {
  // Names and reason of this attempt's own: a retry must not find the first attempt's report or audit row.
  const stamp = Date.now().toString(36);
  const reporter = await createMember(`Pia Reporter ${stamp}`);
  const reported = await createMember(`Quinn Reported ${stamp}`);
  const reporterContext = await browser.newContext();
  const profile = await reporterContext.newPage();
  await signInWithSession(profile, reporter);
  await profile.goto(`/app/profile/${reported.id}`);
  await expectAreaReady(profile, 'profile');
  await profile.getByRole('button', { name: 'Report Profile' }).click();
  const reportDialog = profile.getByRole('dialog', { name: 'Report this profile' });
  await reportDialog.getByText('Inappropriate').click();
  await reportDialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(profile.getByRole('alert').filter({ hasText: 'Report sent' }).first()).toBeVisible();

  await signInAdminToDashboard(page);
  await openTab(page, 'Reports');
  const queued = page.getByTestId('report').filter({ hasText: `Quinn Reported ${stamp}` }).filter({ hasText: `Pia Reporter ${stamp}` });
  await expect(queued).toContainText('Profile');
  await expect(queued).toContainText('Inappropriate');
  await queued.getByRole('button', { name: 'Dismiss' }).click();
  await confirmWith(page, 'Dismiss', `Profile is fine ${stamp}`);
  await expect(queued).toHaveCount(0);
  await openTab(page, 'Audit');
  await expect(page.getByRole('region', { name: 'Audit log' }).getByRole('row').filter({ hasText: `Profile is fine ${stamp}` })).toContainText('Dismiss report');

  const told = await reporter.client.from('notifications').select('message').eq('type', 'system');
  expect(told.data).toEqual([{ message: 'We reviewed the profile you reported and it stays up.' }]);
  expect((await reported.client.auth.getUser()).error).toBeNull();

  // Her notification, clicked from another page, opens the profile that stayed up and is read.
  await profile.goto('/app/profile');
  await expectAreaReady(profile, 'profile');
  await clickNotification(profile, 'We reviewed the profile you reported and it stays up.');
  await expect(profile).toHaveURL(new RegExp(`/app/profile/${reported.id}$`));
  await expect(profile.getByTestId('member-profile')).toContainText(`Quinn Reported ${stamp}`);
  await expect(profile.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expectNotificationRead(reporter.client, 'Your report was reviewed');
  await reporterContext.close();
});

test('a member reports a message from the thread by keyboard; the admin sees it with its sender and removes it', async ({ page, browser }) => {
  const reporter = await createMember('Mia Messaged');
  const sender = await createMember('Sid Sender');
  const stamp = Date.now().toString(36);
  const { data: conversation } = await sender.client.rpc('get_or_create_conversation', { other_user_id: reporter.id });
  const conversationId = (conversation as { id: string }).id;
  expect((await sender.client.from('messages').insert({ conversation_id: conversationId, sender_id: sender.id, content: `Send me your password ${stamp}` })).error).toBeNull();

  const reporterContext = await browser.newContext();
  const thread = await reporterContext.newPage();
  await signInWithSession(thread, reporter);
  await thread.goto(`/app/messages/${conversationId}`);
  await expectAreaReady(thread, 'messaging');
  const message = thread.getByTestId('message').filter({ hasText: `Send me your password ${stamp}` });
  const options = message.getByRole('button', { name: 'Message options (from Sid Sender)' });
  await expect(options).toBeEnabled();
  const box = await options.boundingBox();
  expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(40);
  await options.focus();
  await thread.keyboard.press('Enter');
  await thread.getByRole('menuitem', { name: 'Report Message' }).press('Enter');
  const reportDialog = thread.getByRole('dialog', { name: 'Report this message' });
  await reportDialog.getByText('Harassment').click();
  await reportDialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(thread.getByRole('alert').filter({ hasText: 'Report sent' }).first()).toBeVisible();
  await reporterContext.close();

  await signInAdminToDashboard(page);
  await openTab(page, 'Reports');
  const queued = page.getByTestId('report').filter({ hasText: `Send me your password ${stamp}` });
  await expect(queued).toContainText('Message');
  await expect(queued).toContainText('Harassment');
  await expect(queued).toContainText('Sid Sender');
  await expect(queued).toContainText('Mia Messaged');
  await queued.getByRole('button', { name: 'Remove message' }).click();
  await confirmWith(page, 'Remove', 'Phishing for a password');
  await expect(queued).toHaveCount(0);

  // Gone from the conversation, and the reporter was told.
  const left = await reporter.client.from('messages').select('id').eq('conversation_id', conversationId);
  expect(left.data).toEqual([]);
  const told = await reporter.client.from('notifications').select('title').eq('type', 'system');
  expect(told.data).toEqual([{ title: 'Your report was reviewed' }]);
});
