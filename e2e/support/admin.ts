import { type Page, expect } from '@playwright/test';
import { expectAreaReady } from './areas.ts';

/** The seed's admin (app_metadata.role = 'admin', set with the service role). */
export const SEED_ADMIN = { email: 'admin@example.com', password: 'DivaDemo2024!' } as const;

/** Signs the seed's admin in through /admin/login, as she would, and waits for the dashboard's address. */
export async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await expectAreaReady(page, 'admin');
  await page.getByLabel('Username').fill(SEED_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(SEED_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}
