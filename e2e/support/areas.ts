import type { AreaName } from '@diva/contracts';
import { type Page, expect } from '@playwright/test';

/** Waits until the shell has rendered the area's remote (the marker RemoteArea renders after the remote). */
export async function expectAreaReady(page: Page, area: AreaName): Promise<void> {
  await expect(page.locator(`[data-remote-ready="${area}"]`)).toBeAttached();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
}
