// One connection model, end to end, with two members in two browsers: a request from a profile, the other is
// notified live and her notification leads to the request in Who Matches, she accepts, the requester's open
// profile says Connected live and her acceptance notification leads back to that profile, both profiles say
// Connected with a count of 1, one removes the connection, and both are back to Request Connection.
import type { Page } from '@playwright/test';
import { expectAreaReady } from '../support/areas.ts';
import { expect, test } from '../support/fixtures.ts';

test.use({ memberNames: ['Ada Connector', 'Bea Connector'] });

async function openProfile(page: Page, userId: string): Promise<void> {
  await page.goto(`/app/profile/${userId}`);
  await expectAreaReady(page, 'profile');
  await expect(page.getByTestId('member-profile')).toBeVisible();
}

test('request, live notification to the request, accept, Connected for both, remove', async ({ twoMembers }) => {
  test.setTimeout(90_000);
  const [ada, bea] = twoMembers;
  await openProfile(bea.page, ada.id);
  await expect(bea.page.getByRole('button', { name: 'Request Connection' })).toBeEnabled();
  await expect(bea.page.getByTestId('connection-count')).toHaveText('0 connections');

  // Ada requests from Bea's profile, with a message and its counter.
  await openProfile(ada.page, bea.id);
  await ada.page.getByRole('button', { name: 'Request Connection' }).click();
  const dialog = ada.page.getByRole('dialog', { name: 'Request Connection' });
  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('Loved your talk on negotiation');
  await expect(dialog.getByTestId('character-counter')).toHaveText('30 / 500');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(ada.page.getByRole('button', { name: 'Connection Saved' })).toBeDisabled();
  await expect(ada.page.getByTestId('connection-status')).toHaveText('Request pending');

  // Bea's bell counts it live (she did not reload); the notification opens the request in Who Matches.
  const bell = bea.page.getByRole('button', { name: 'Notifications (1 unread)' });
  await expect(bell).toBeVisible();
  await bell.click();
  await bea.page.getByTestId('notification-item').filter({ hasText: 'Ada Connector wants to connect with you' }).click();
  await expect(bea.page).toHaveURL(/\/app\/who\/matches\?tab=requests&request=[0-9a-f-]{36}$/);
  await expectAreaReady(bea.page, 'who');
  const request = bea.page.locator('[data-testid="who-request"][data-highlighted="true"]');
  await expect(request).toContainText('Loved your talk on negotiation');
  await expect(request).toBeFocused();
  await expect(bea.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(bea.page.getByTestId('who-request')).toHaveCount(0);

  // Ada's open profile of Bea follows the answer live, without a reload: Connected, one connection.
  await expect(ada.page.getByTestId('connection-status')).toHaveText('Connected');
  await expect(ada.page.getByTestId('connection-count')).toHaveText('1 connection');
  // Her notification of the acceptance, clicked from another page, lands on Bea's profile and is read.
  await ada.page.goto('/app/profile');
  await expectAreaReady(ada.page, 'profile');
  await ada.page.getByRole('button', { name: 'Notifications (1 unread)' }).click();
  await ada.page.getByTestId('notification-item').filter({ hasText: 'Bea Connector accepted your connection request' }).click();
  await expect(ada.page).toHaveURL(new RegExp(`/app/profile/${bea.id}$`));
  await expect(ada.page.getByTestId('connection-status')).toHaveText('Connected');
  await expect(ada.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Bea's profile of Ada says Connected too.
  await openProfile(bea.page, ada.id);
  await expect(bea.page.getByTestId('connection-status')).toHaveText('Connected');
  await expect(bea.page.getByTestId('connection-count')).toHaveText('1 connection');

  // Ada removes it, after confirming; both are back to Request Connection.
  await ada.page.getByRole('button', { name: 'Remove connection' }).click();
  await ada.page.getByRole('dialog', { name: 'Remove this connection?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(ada.page.getByRole('button', { name: 'Request Connection' })).toBeEnabled();
  await expect(ada.page.getByTestId('connection-count')).toHaveText('0 connections');
  await openProfile(bea.page, ada.id);
  await expect(bea.page.getByRole('button', { name: 'Request Connection' })).toBeEnabled();
  await expect(bea.page.getByTestId('connection-count')).toHaveText('0 connections');
});
