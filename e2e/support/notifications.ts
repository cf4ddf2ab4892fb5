import { type Page, expect } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Opens her bell, which counts `unread` unread notifications, and clicks the one that says `text`: the click marks it
 * read and opens what it is about (the caller checks where she lands). The bell is in the member app's header only.
 */
export async function clickNotification(page: Page, text: string, unread = 1): Promise<void> {
  await page.getByRole('button', { name: `Notifications (${unread} unread)` }).click();
  await page.getByTestId('notification-item').filter({ hasText: text }).click();
}

/** Her notification titled `title` is read in the database, not only in the bell (which marks it optimistically). */
export async function expectNotificationRead(client: SupabaseClient, title: string): Promise<void> {
  await expect
    .poll(async () => (await client.from('notifications').select('read').eq('title', title)).data)
    .toEqual([{ read: true }]);
}
