import { type AreaName, contentReadyMark } from '@diva/contracts';
import { type Page, expect } from '@playwright/test';

/** Waits until the shell has rendered the area's remote (the marker RemoteArea renders after the remote). */
export async function expectAreaReady(page: Page, area: AreaName): Promise<void> {
  await expect(page.locator(`[data-remote-ready="${area}"]`)).toBeAttached();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
}

/**
 * Waits until the area's first route shows real data: its content mark (`contentReadyMark`), set by the area in
 * the commit that first shows its data, not the remote's skeleton. What a member waits for.
 */
export async function expectAreaContent(page: Page, area: AreaName): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, contentReadyMark(area));
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
}
