import { AREAS, AREA_NAMES } from '@diva/contracts';
import { type Page, expect, test } from '@playwright/test';
import { expectAreaReady } from '../support/areas.ts';
import { createMember, signInWithSession } from '../support/members.ts';

/**
 * The production server sends the shell's Content-Security-Policy (spec 01 §7), and every route the e2e suites
 * visit runs under it without a violation the browser reports.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Collects violations from the page (securitypolicyviolation events) and CSP messages on the console. */
async function watchPolicy(page: Page): Promise<{ violations: Violation[]; console: string[] }> {
  const seen = { violations: [] as Violation[], console: [] as string[] };
  await page.exposeFunction('__reportCspViolation', (v: Violation) => seen.violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(v: unknown): void }).__reportCspViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: e.sourceFile,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.console.push(message.text());
  });
  return seen;
}

/** Refused by connect-src: the request that marks the end of what a test watched. */
const MARKER = 'http://csp-marker.invalid/';

/**
 * What the page reported before a request the policy refuses, made last: once that one's report and console
 * line are in, any earlier violation's are too.
 */
async function reportedBefore(page: Page, seen: { violations: Violation[]; console: string[] }) {
  await page.evaluate((url) => fetch(url).then(() => undefined, () => undefined), MARKER);
  await expect.poll(() => seen.violations.some((v) => v.blocked.startsWith(MARKER)) && seen.console.some((text) => text.includes(MARKER))).toBe(true);
  return { violations: seen.violations.filter((v) => !v.blocked.startsWith(MARKER)), console: seen.console.filter((text) => !text.includes(MARKER)) };
}

test('the shell’s pages carry the content policy of spec 01 §7', async ({ request }) => {
  const res = await request.get('/');
  const policy = res.headers()['content-security-policy'] ?? '';
  const directives = new Map(policy.split(';').map((d) => { const [name, ...sources] = d.trim().split(/\s+/); return [name, sources]; }));
  expect(directives.get('connect-src')).toEqual(expect.arrayContaining(["'self'"]));
  expect(directives.get('script-src')?.[0]).toBe("'self'");
  expect(directives.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'https:', 'blob:']));
  expect(directives.get('font-src')).toEqual(["'self'", 'data:']);
  expect(directives.get('frame-src')).toEqual(["'none'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('form-action')).toEqual(["'self'"]);
  // The backend (and its realtime socket) and every remote the config names.
  const backend = new URL(process.env.E2E_SUPABASE_URL!).origin;
  expect(directives.get('connect-src')).toEqual(expect.arrayContaining([backend, backend.replace(/^http/, 'ws')]));
  const config = (await (await request.get('/config.json')).json()) as { remotes: Record<string, string> };
  for (const manifest of Object.values(config.remotes)) expect(directives.get('script-src')).toContain(new URL(manifest).origin);
  // A client route gets the same page, with the same policy.
  expect((await request.get('/app/timeline')).headers()['content-security-policy']).toBe(policy);
});

test('the public pages and the 404 run without a policy violation', async ({ page }) => {
  const seen = await watchPolicy(page);
  await page.goto('/');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.goto('/auth');
  await expect(page.getByLabel(/^Email/)).toBeVisible();
  await page.goto('/definitely/not/here');
  await expect(page.getByText(/not found|404/i).first()).toBeVisible();
  expect(await reportedBefore(page, seen)).toEqual({ violations: [], console: [] });
});

test('a signed-in member’s routes, every remote included, run without a policy violation', async ({ page }) => {
  const seen = await watchPolicy(page);
  const member = await createMember('Policy Pam');
  await signInWithSession(page, member);
  await page.goto('/app/timeline');
  await expectAreaReady(page, 'feed');
  // One route of every area mounted in the app chrome, and the app's own 404.
  for (const area of AREA_NAMES.filter((name) => AREAS[name].chrome === 'app' && name !== 'feed')) {
    await page.goto(AREAS[area].prefixes[0]!);
    await expectAreaReady(page, area);
  }
  for (const path of ['/app/my-events', '/app/who/matches', '/app/nope']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(await reportedBefore(page, seen)).toEqual({ violations: [], console: [] });
});
