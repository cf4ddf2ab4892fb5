import { type Locator, type Page, expect } from '@playwright/test';

/**
 * Elements inside `scope` whose text is cut: wider content than their box with overflow hidden, or an ellipsis,
 * on an element that carries no title with the full text. Each is described as `<tag> "<text>"`.
 */
export async function clippedTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const cut: string[] = [];
    for (const element of [root, ...root.querySelectorAll('*')] as HTMLElement[]) {
      const text = element.textContent?.trim() ?? '';
      if (!text || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (!hides || element.scrollWidth <= element.clientWidth + 1) continue;
      if (element.title && element.title.trim() === text) continue;
      cut.push(`<${element.tagName.toLowerCase()}> "${text.slice(0, 60)}"`);
    }
    return cut;
  });
}

/** Nothing in `scope` is clipped and the page does not scroll sideways at its current width. */
export async function expectFitsTheScreen(page: Page, scope: Locator = page.locator('body')): Promise<void> {
  expect(await clippedTexts(scope), 'text cut off').toEqual([]);
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'sideways scroll').toBeLessThanOrEqual(width);
}
