// Pages in Chromium as a member sees them: signed in through the shell's form, then loaded in fresh contexts.
import type { Browser, BrowserContext, Page } from '@playwright/test';

export interface Credentials {
  email: string;
  password: string;
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in through the shell's form, as a person would; the page stays open on the first screen after it. */
export async function signInPage(browser: Browser, shellUrl: string, { email, password }: Credentials): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${shellUrl}/auth`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/app\/who$/);
  return page;
}

/** The session of a member signed in through the shell's form, for fresh contexts. */
export async function signedInState(browser: Browser, shellUrl: string, credentials: Credentials): Promise<StorageState> {
  const context = (await signInPage(browser, shellUrl, credentials)).context();
  const state = await context.storageState();
  await context.close();
  return state;
}

export interface FreshLoad<T> {
  /** Milliseconds from the navigation's start until `ready` resolved. */
  ms: number;
  /** Every request the page sent until then, with when it was sent (ms after the navigation's start). */
  requests: { url: URL; at: number }[];
  /** What `inspect` read from the page before its context closed. */
  seen: T;
}

/**
 * Loads `url` in a fresh context (an empty HTTP cache, the stored session only) and waits for `ready`;
 * `watch` may listen to the page before the navigation.
 */
export async function loadFresh<T = undefined>(
  browser: Browser,
  storageState: StorageState,
  url: string,
  steps: { ready(page: Page): Promise<unknown>; watch?(page: Page): void; inspect?(page: Page): Promise<T> },
): Promise<FreshLoad<T>> {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    const requests: FreshLoad<T>['requests'] = [];
    let started = 0;
    let done = false;
    page.on('request', (request) => {
      if (!done) requests.push({ url: new URL(request.url()), at: Date.now() - started });
    });
    steps.watch?.(page);
    started = Date.now();
    await page.goto(url);
    await steps.ready(page);
    const ms = Date.now() - started;
    done = true;
    return { ms, requests, seen: (await steps.inspect?.(page)) as T };
  } finally {
    await context.close();
  }
}

/** How many of the requests went to the REST API (/rest/v1). */
export const restRequests = (requests: readonly { url: URL }[]): number => requests.filter(({ url }) => url.pathname.startsWith('/rest/v1/')).length;
