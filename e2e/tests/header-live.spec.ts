import { expect, test } from '@playwright/test';
import { expectAreaReady } from '../support/areas.ts';
import { expectNoSeriousA11yFindings } from '../support/axe.ts';
import { createMember, signInWithSession } from '../support/members.ts';

test('a connection request from another member arrives live in the bell and is marked read', async ({ page }) => {
  const member = await createMember('Nora Bell');
  const other = await createMember('Rita Sender');
  await signInWithSession(page, member);
  await page.goto('/app/who');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expect(page.getByRole('dialog').getByText('No notifications', { exact: true })).toBeVisible();

  const { error } = await other.client.from('connection_requests').insert({ requester_id: other.id, requested_id: member.id, status: 'pending' });
  expect(error).toBeNull();

  const item = page.getByTestId('notification-item').first();
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item).toContainText('Rita Sender');
  await expect(page.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: 'notifications popover with an unread item and the badge' });

  // Opening it marks it read and goes to the request it is about (the popover closes on the way).
  await item.click();
  await expect(page).toHaveURL(/\/app\/who\/matches/);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByTestId('notification-item').first()).toHaveAttribute('data-read', 'true');
  // The change was saved, not only shown.
  await expect
    .poll(async () => (await member.client.from('notifications').select('read').eq('user_id', member.id)).data?.[0]?.read)
    .toBe(true);
});

// The press itself fetches the overlays, and the bell is mounted again inside its popover when they arrive: a
// press they arrived during was lost (no click when the element pressed is gone at the release).
test('a press on the bell that the overlays arrive during still opens it', async ({ page }) => {
  const member = await createMember('Hana Held');
  await signInWithSession(page, member);
  await page.goto('/app/who');
  await expectAreaReady(page, 'who');
  // From here every script the page asks for waits at the gate (the overlays are fetched a second after the
  // area's content, or at the first interaction).
  const held: string[] = [];
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  await page.route('**/*.js', async (route) => {
    held.push(route.request().url());
    await gate;
    await route.continue();
  });
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).not.toHaveAttribute('aria-haspopup', /.*/);
  const box = (await bell.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  openGate();
  // The overlays are in and have run while the button is still held.
  await page.waitForFunction((urls) => urls.every((url) => performance.getEntriesByName(url).length > 0), [...held]);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.mouse.up();
  await expect(page.getByRole('dialog').getByText('No notifications', { exact: true })).toBeVisible();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
});

test('a new conversation appears in the messages popover', async ({ page }) => {
  const member = await createMember('Mona Inbox');
  const other = await createMember('Tess Writer');
  await signInWithSession(page, member);
  await page.goto('/app/who');
  await page.getByRole('button', { name: 'Messages', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('No conversations', { exact: true })).toBeVisible();

  const { data: conversation, error } = await other.client
    .from('conversations')
    .insert({ participant_1: other.id, participant_2: member.id })
    .select('id')
    .single();
  expect(error).toBeNull();
  await other.client.from('messages').insert({ conversation_id: conversation!.id, sender_id: other.id, content: 'Hello Mona!' });

  const row = page.getByTestId('conversation-item');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Tess Writer');
  await expect(row).toContainText(/ago/);
  await expectNoSeriousA11yFindings(page, { label: 'messages popover with a conversation' });
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/app/messages/${conversation!.id}$`));

  await page.getByRole('button', { name: 'Messages', exact: true }).click();
  await page.getByRole('button', { name: 'View All Messages' }).click();
  await expect(page).toHaveURL(/\/app\/messages$/);
});
