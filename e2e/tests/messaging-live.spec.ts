// Messaging: two members in two browsers: a conversation from a profile, live messages, unread counts, 'Seen',
// typing, the header badge, search, a long thread, blocking, and the 375 px layout.
import type { Page } from '@playwright/test';
import { expectAreaReady } from '../support/areas.ts';
import { expectNoSeriousA11yFindings } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test.use({ memberNames: ['Ada Messenger', 'Bea Messenger'] });

async function openMessages(page: Page, path = '/app/messages'): Promise<void> {
  await page.goto(path);
  await expectAreaReady(page, 'messaging');
}

const badge = (page: Page) => page.getByTestId('messages-badge');
const row = (page: Page, name: string) => page.getByTestId('conversation-row').filter({ hasText: name });

test('two members exchange messages live: unread, Seen, typing, the badge, search', async ({ twoMembers }) => {
  test.setTimeout(90_000);
  const [ada, bea] = twoMembers;
  await openMessages(bea.page);
  await expect(bea.page.getByText('No conversations yet')).toBeVisible();
  await expect(bea.page.getByText('Select a conversation to start messaging')).toBeVisible();
  await expectNoSeriousA11yFindings(bea.page, { label: 'messages, empty' });

  // A opens the conversation from B's profile.
  await ada.page.goto(`/app/profile/${bea.id}`);
  await ada.page.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(ada.page).toHaveURL(/\/app\/messages\/[0-9a-f-]{36}$/);
  await expectAreaReady(ada.page, 'messaging');
  await expect(ada.page.getByTestId('thread-name')).toHaveText('Bea Messenger');

  // A sends with Enter; the input clears; B's list shows it live, bold with its count, and her badge counts it.
  const adaInput = ada.page.getByRole('textbox', { name: 'Message' });
  await adaInput.fill('Hello Bea, coffee on Friday?');
  await adaInput.press('Enter');
  await expect(adaInput).toHaveValue('');
  await expect(ada.page.getByTestId('message-content').last()).toHaveText('Hello Bea, coffee on Friday?');
  const beaRow = row(bea.page, 'Ada Messenger');
  await expect(beaRow).toBeVisible();
  await expect(beaRow).toHaveAttribute('data-unread', 'true');
  await expect(beaRow.getByTestId('unread-count')).toHaveText('1');
  await expect(badge(bea.page)).toContainText('1');
  await expect(ada.page.getByTestId('seen')).toHaveCount(0);

  // B opens it: read, the badge clears, A sees 'Seen'.
  await beaRow.click();
  await expect(bea.page.getByTestId('message-content').last()).toHaveText('Hello Bea, coffee on Friday?');
  await expect(beaRow).not.toHaveAttribute('data-unread', 'true');
  await expect(badge(bea.page)).not.toContainText(/\d/);
  await expect(ada.page.getByTestId('seen')).toHaveText('Seen');
  await expectNoSeriousA11yFindings(bea.page, { label: 'messages, a thread' });

  // B types: A sees it, and it goes when her message arrives (Shift+Enter adds a line).
  const beaInput = bea.page.getByRole('textbox', { name: 'Message' });
  await beaInput.pressSequentially('Friday works', { delay: 20 });
  await expect(ada.page.getByTestId('typing-indicator')).toHaveText('Bea Messenger is typing…');
  await beaInput.press('Shift+Enter');
  await beaInput.pressSequentially('See you there');
  await expect(beaInput).toHaveValue('Friday works\nSee you there');
  await beaInput.press('Enter');
  await expect(ada.page.getByTestId('message-content').last()).toHaveText('Friday works\nSee you there');
  await expect(ada.page.getByTestId('typing-indicator')).toHaveCount(0);

  // A types and stops: B's indicator goes about 5 s after the last keystroke.
  await adaInput.pressSequentially('Great', { delay: 20 });
  const typing = bea.page.getByTestId('typing-indicator');
  await expect(typing).toHaveText('Ada Messenger is typing…');
  await expect(typing).toHaveCount(0, { timeout: 8000 });

  // Search finds a message by its text, on the server.
  const search = bea.page.getByRole('textbox', { name: 'Search conversations' });
  await search.fill('coffee');
  await expect(row(bea.page, 'Ada Messenger')).toBeVisible();
  await search.fill('nothing like this');
  await expect(bea.page.getByText('No conversations match your search')).toBeVisible();
  await search.fill('');
  await expect(row(bea.page, 'Ada Messenger')).toBeVisible();
});

test('a long thread shows the newest 50 and pages back on scrolling up, keeping the place', async ({ twoMembers }) => {
  const [ada, bea] = twoMembers;
  const { data: conversation } = await ada.client.rpc('get_or_create_conversation', { other_user_id: bea.id });
  const rows = Array.from({ length: 120 }, (_, index) => ({ conversation_id: conversation.id, sender_id: bea.id, content: `Old message ${index + 1}` }));
  // One at a time keeps their order in time (a single insert would give them one timestamp).
  for (const chunk of [rows.slice(0, 60), rows.slice(60)]) {
    for (const message of chunk) {
      const { error } = await bea.client.from('messages').insert(message);
      expect(error).toBeNull();
    }
  }
  await openMessages(ada.page, `/app/messages/${conversation.id}`);
  await openMessages(bea.page, `/app/messages/${conversation.id}`);
  const messages = ada.page.getByTestId('message-content');
  await expect(messages.last()).toHaveText('Old message 120');
  await expect(messages).toHaveCount(50);
  await expect(messages.first()).toHaveText('Old message 71');

  const scroller = ada.page.getByTestId('message-scroller');
  const inThread = (text: string) => scroller.getByTestId('message-content').filter({ hasText: new RegExp(`^${text}$`) });
  // Whether the message is inside the scroller's visible box (its own scroll area, not just the page's viewport).
  // Polled: on a slow machine the older page and the scroll restoration land a moment after the count.
  const shownInThread = (text: string) =>
    inThread(text).evaluate((element) => {
      const box = element.getBoundingClientRect();
      const view = element.closest('[data-testid="message-scroller"]')!.getBoundingClientRect();
      return box.bottom > view.top && box.top < view.bottom;
    });
  // How far the message's top is from the scroller's visible top, in px.
  const offsetInThread = (text: string) =>
    inThread(text).evaluate((element) => element.getBoundingClientRect().top - element.closest('[data-testid="message-scroller"]')!.getBoundingClientRect().top);

  // The older page is held back while the thread changes below her place (Bea starts typing), as happens on a
  // busy machine: her place must not depend on measurements taken before the wait.
  const olderPage = /\/rest\/v1\/messages\?.*created_at\.lt/;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await ada.page.route(olderPage, async (route) => {
    await held;
    await route.continue();
  });
  const olderAsked = ada.page.waitForRequest(olderPage);
  // Near the top, as a person scrolls (not exactly 0).
  await scroller.evaluate((element) => element.scrollTo({ top: 40 }));
  await olderAsked;
  const place = await offsetInThread('Old message 71');
  const beaInput = bea.page.getByRole('textbox', { name: 'Message' });
  await expect(async () => {
    await beaInput.press('a');
    await expect(ada.page.getByTestId('typing-indicator')).toBeVisible({ timeout: 1500 });
  }).toPass();
  release();
  await expect(messages).toHaveCount(100);
  await expect(messages.first()).toHaveText('Old message 21');
  // The message that was at the top is still in view, where it was: the place is kept.
  await expect.poll(async () => Math.abs((await offsetInThread('Old message 71')) - place)).toBeLessThanOrEqual(1);
  expect(await shownInThread('Old message 71')).toBe(true);
  await expect(scroller.getByText('Old message 71', { exact: true })).toBeInViewport();
  await ada.page.unroute(olderPage);

  // A new message while she reads older ones: the pill, not a jump.
  await bea.client.from('messages').insert({ conversation_id: conversation.id, sender_id: bea.id, content: 'Newest one' });
  await expect(ada.page.getByTestId('new-messages-pill')).toBeVisible();
  expect(await shownInThread('Newest one')).toBe(false);
  await ada.page.getByTestId('new-messages-pill').click();
  // In the thread (the list's preview shows the same words once the list refreshes).
  await expect.poll(() => shownInThread('Newest one')).toBe(true);
  await expect(scroller.getByText('Newest one', { exact: true })).toBeInViewport();
});

test("A blocks B: B's next message is refused with a clear text, the conversation leaves A's list, A unblocks", async ({ twoMembers }) => {
  const [ada, bea] = twoMembers;
  const { data: conversation } = await ada.client.rpc('get_or_create_conversation', { other_user_id: bea.id });
  await bea.client.from('messages').insert({ conversation_id: conversation.id, sender_id: bea.id, content: 'Hi Ada!' });
  await openMessages(ada.page, `/app/messages/${conversation.id}`);
  await openMessages(bea.page, `/app/messages/${conversation.id}`);

  await ada.page.getByRole('button', { name: 'Conversation options for Bea Messenger' }).click();
  await ada.page.getByRole('menuitem', { name: 'Block member' }).click();
  await ada.page.getByRole('dialog').getByRole('button', { name: 'Block member' }).click();
  await expect(ada.page).toHaveURL(/\/app\/messages$/);
  await expect(ada.page.getByText('No conversations yet')).toBeVisible();

  const beaInput = bea.page.getByRole('textbox', { name: 'Message' });
  await beaInput.fill('Are you there?');
  await beaInput.press('Enter');
  await expect(bea.page.getByTestId('message-failed')).toContainText('Not sent: This member is not accepting your messages');
  await expect(bea.page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await ada.page.getByTestId('blocked-link').click();
  const blocked = ada.page.getByTestId('blocked-member');
  await expect(blocked).toContainText('Bea Messenger');
  await expectNoSeriousA11yFindings(ada.page, { label: 'blocked members' });
  await blocked.getByRole('button', { name: 'Unblock Bea Messenger' }).click();
  await expect(ada.page.getByText('You have not blocked anyone')).toBeVisible();

  // Unblocked: B's retry goes through and reaches A live.
  await bea.page.getByRole('button', { name: 'Retry' }).click();
  await expect(bea.page.getByTestId('message-failed')).toHaveCount(0);
  await openMessages(ada.page, `/app/messages/${conversation.id}`);
  await expect(ada.page.getByTestId('message-content').last()).toHaveText('Are you there?');
});

test('375 px: the list and the thread are separate views with a back button; the panel fills the screen, at least 400 px', async ({ twoMembers }) => {
  const [ada, bea] = twoMembers;
  const { data: conversation } = await ada.client.rpc('get_or_create_conversation', { other_user_id: bea.id });
  await bea.client.from('messages').insert({ conversation_id: conversation.id, sender_id: bea.id, content: 'Small screen hello' });
  await ada.page.setViewportSize({ width: 375, height: 740 });
  await openMessages(ada.page);
  // The panel reaches down to the screen's bottom edge (no half-empty screen), and the page does not scroll.
  const panel = ada.page.getByTestId('messages-panel');
  await expect.poll(async () => 740 - (await panel.boundingBox())!.y - (await panel.boundingBox())!.height).toBeLessThanOrEqual(24);
  expect((await panel.boundingBox())!.height).toBeGreaterThan(400);
  expect(await ada.page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);
  await expect(ada.page.getByText('Select a conversation to start messaging')).toHaveCount(0);
  await expectNoSeriousA11yFindings(ada.page, { label: 'messages list at 375 px' });
  await row(ada.page, 'Bea Messenger').click();
  await expect(ada.page.getByTestId('conversation-row')).toHaveCount(0);
  await expect(ada.page.getByTestId('message-content').last()).toHaveText('Small screen hello');
  const noHorizontalScroll = await ada.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noHorizontalScroll).toBe(true);
  await expectNoSeriousA11yFindings(ada.page, { label: 'messages thread at 375 px' });
  // Touch targets at least 40 px high.
  const small = await ada.page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="messages-page"] :is(button, a, input, textarea)')]
      .filter((node) => node.getBoundingClientRect().width > 0)
      .filter((node) => node.getBoundingClientRect().height < 40)
      .map((node) => node.outerHTML.slice(0, 80)),
  );
  expect(small).toEqual([]);
  await ada.page.getByTestId('back-to-list').click();
  await expect(ada.page).toHaveURL(/\/app\/messages$/);
  await expect(row(ada.page, 'Bea Messenger')).toBeVisible();
  // A short screen keeps the spec's 400 px.
  await ada.page.setViewportSize({ width: 375, height: 480 });
  await expect(panel).toHaveCSS('height', '400px');

  await ada.page.setViewportSize({ width: 1280, height: 800 });
  await expect(ada.page.getByTestId('messages-panel')).toHaveCSS('height', '500px');
});
