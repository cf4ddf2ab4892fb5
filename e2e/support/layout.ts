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

/**
 * The outermost elements whose right edge passes the viewport's width, which is what makes a page scroll
 * sideways: each as `<tag.class data-testid> right … px, width … px "text"`. Elements inside a box that clips
 * its overflow, and fixed ones (they never scroll the page), are left out.
 */
export async function widerThanTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const tooWide = (element: Element) => element.getBoundingClientRect().right + window.scrollX > width + 0.5;
    const keptIn = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return getComputedStyle(element).position === 'fixed';
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!tooWide(element) || element.getClientRects().length === 0) continue;
      const parent = element.parentElement;
      if (parent && parent !== document.body && tooWide(parent)) continue;
      if (keptIn(element)) continue;
      const box = element.getBoundingClientRect();
      const classes = [...element.classList].slice(0, 3).join('.');
      const testId = element.getAttribute('data-testid');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      found.push(
        `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${testId ? ` data-testid=${testId}` : ''}> right ${Math.round(box.right + window.scrollX)} px, width ${Math.round(box.width)} px "${text}"`,
      );
    }
    return found;
  });
}

/**
 * Controls inside the elements `selector` matches whose own words run onto a second line (a label that wraps
 * where the layout should make room): each as `<tag> "text"`. A text whose line boxes sit at two heights has
 * wrapped.
 */
export async function wrappedLabels(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((within) => {
    const wrapped: string[] = [];
    for (const control of document.querySelectorAll(`:is(${within}) :is(button, a, [role="button"])`)) {
      if (control.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = [...range.getClientRects()].map((rect) => rect.top);
        if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2) {
          wrapped.push(`<${control.tagName.toLowerCase()}> "${(control.textContent ?? '').trim().slice(0, 60)}"`);
          break;
        }
      }
    }
    return wrapped;
  }, selector);
}

/**
 * Words broken in the middle, inside `scope`: a word whose letters sit on two lines ("Naom" / "i") because its box
 * is narrower than the word, which `overflow-wrap: anywhere` allows instead of cutting it. Only words of letters are
 * checked: an email address, a link or an id may break where it must. Each as `"word" in <tag>`.
 */
export async function brokenWords(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!text.trim() || !parent || parent.getClientRects().length === 0) continue;
      for (const match of text.matchAll(/[^\s\-–—/]+/g)) {
        const word = match[0].replace(/^[("'‘“]+|[)"'’”.,:;!?]+$/g, '');
        if (word.length < 2 || !/^[\p{L}'’]+$/u.test(word)) continue;
        const range = document.createRange();
        range.setStart(node, match.index + match[0].indexOf(word));
        range.setEnd(node, match.index + match[0].indexOf(word) + word.length);
        const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
        if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2) broken.push(`"${word}" in <${parent.tagName.toLowerCase()}>`);
      }
    }
    return broken;
  });
}
