/**
 * Every route the README lists, as the person it is for (visitor, member, president, moderator, admin), at 375,
 * 768 and 1280 px, each checked the same way: axe finds nothing serious or critical, no text is cut (overflow
 * hidden or an ellipsis without a full-text title), nothing scrolls sideways, and the headings are set in the
 * heading font, loaded; a header's labels keep to one line. Each page is opened at 320 px (the narrowest phone)
 * and checked there for cut text, sideways scroll and wrapped header labels, without axe (its findings do not
 * depend on the width). The app chrome and one route per area are checked again in the dark colour scheme.
 *
 * Lean on purpose (CI time is at its budget): one sign-in per person, one page each, every width checked on the
 * page as it stands (resizing, not reloading), and failures collected (soft) so one run lists them all.
 * DIVA_SWEEP_TIMES=1 prints each stop's time and what axe, the 320 px checks and the screenshot comparisons took;
 * DIVA_SWEEP_SHOTS=<folder> saves screenshots to look at. A page that scrolls sideways is reported with the
 * elements that pass the screen's right edge.
 *
 * Screenshot baselines (`sweep.spec.ts-snapshots/`, compared with Playwright's toHaveScreenshot) at 375 and
 * 1280 px: the visitor's pages (the landing page, /auth, the 404 and the two portals' doors, the seed's and the
 * code's content alone) and the member pages whose content can be held still by masking what changes: a seed
 * member's profile, the chapters, chapter 11, the seed summit, maya's Who dashboard and her coach page. Masked
 * there: times and dates (relative to now, or seed dates that move with the day), counts other suites change
 * (RSVPs, seats, chapter members, likes, connections), joined and RSVP state, and the header's live badges.
 * Only their first screen is compared: another suite can add rows below it (a chapter's cover and next event,
 * chapter 11's members), and it keeps the pictures small and the comparisons quick. The feed, messages,
 * notifications, events lists and the leaders' portals are not compared: they are made of what the suites
 * before the sweep add. Update the baselines after a deliberate change of look with
 * `flock /tmp/diva-e2e.lock sh -c 'cd e2e && npx playwright test tests/sweep.spec.ts --update-snapshots'`.
 */
import type { AreaName } from '@diva/contracts';
import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import { SEED_ADMIN, signInAdmin } from '../support/admin.ts';
import { expectAreaReady } from '../support/areas.ts';
import { axeFindings } from '../support/axe.ts';
import { clippedTexts, widerThanTheScreen, wrappedLabels } from '../support/layout.ts';
import { signInWithSession } from '../support/members.ts';

const WIDTHS = [375, 768, 1280] as const;
/** The narrowest phone: cut text, sideways scroll and header labels only (axe's findings do not depend on the width). */
const NARROW = 320;
/** Where a stop with a baseline is compared with its stored screenshot: the phone and the desktop. */
const BASELINE_WIDTHS = new Set<number>([375, 1280]);
/**
 * The share of pixels a screenshot may differ by. The baselines are made by the same Debian Chromium CI runs
 * (software rendering, no GPU), which draws the same page to the same pixels; the slack only absorbs
 * anti-aliasing at a few glyph edges. It stays below one changed word on the portals' and the 404's pages (a
 * 375 px 404 is 300,000 pixels, a word of body text about 1,000 of them); on the long landing page (2.7 million
 * pixels at 1280 px, 2,700 allowed) a single word may pass, not a changed colour, font, spacing or section.
 */
const MAX_DIFF_PIXEL_RATIO = 0.001;
/** What axe took at each width, summed over the run (printed with DIVA_SWEEP_TIMES). */
const axeMs = new Map<number, number>();
/** What the 320 px checks and the screenshot comparisons took, summed over the run (printed with DIVA_SWEEP_TIMES). */
const extraMs = { narrow: 0, baselines: 0 };
/** DIVA_SWEEP_SHOTS=<folder> saves each page at each width, to look at. */
const SHOTS = process.env.DIVA_SWEEP_SHOTS;
const HEADING_FONT = 'Playfair Display';
const DEMO_PASSWORD = SEED_ADMIN.password;
/** Seed rows every install has: a member to visit, the LA chapter (11), the summit event. */
const OTHER_MEMBER = 'a0000000-0000-4000-8000-000000000003';
const CHAPTER = 11;
const EVENT = 'e0000000-0000-4000-8000-000000000003';

interface Baseline {
  /** What changes between runs (times, counts other suites change), covered by a box in both pictures. */
  mask?: (page: Page) => Locator[];
  /**
   * Only the first screen (what the viewport shows): another suite can add rows below it that lengthen the
   * page, and a viewport's picture is a fraction of a long page's bytes and comparison time.
   */
  firstScreen?: boolean;
}

interface Stop {
  path: string;
  /** The remote that renders it (null: the shell's own page). */
  area: AreaName | null;
  /** Checked once more in the dark colour scheme (the chrome and one route per area). */
  dark?: boolean;
  /** Compared with its stored screenshot at 375 and 1280 px, with what changes between runs masked. */
  baseline?: Baseline;
}

/** The app header's live badges (unread messages, notifications, their dots) and every time on the page. */
const memberChrome = (page: Page): Locator[] => [
  page.getByTestId('messages-badge'),
  page.getByTestId('notifications-badge'),
  page.locator('.mantine-Indicator-indicator'),
  page.locator('time'),
];
/** A visitor's page: nothing to mask. */
const STILL: Baseline = {};
/** A seed event's date ('Saturday, January 9, 2027'): the seed dates its events from the day it runs. */
const LONG_DATE = /(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2}, \d{4}/;
const MEMBER_BASELINES = {
  // Keisha: her connections and her posts' likes and comments change as other members act.
  profile: {
    firstScreen: true,
    mask: (page) => [...memberChrome(page), page.getByTestId('connection-counts'), page.getByTestId('achievement-date'), page.getByTestId('profile-post-likes').locator('..')],
  },
  // The member counts follow joins; the next events' dates move with the day; a suite gives chapter 23 a cover.
  chapters: { firstScreen: true, mask: (page) => [...memberChrome(page), page.getByTestId('member-count'), page.getByTestId('chapter-card').getByText(LONG_DATE)] },
  // A suite joins chapter 11 (its count, its members, the Join button) and RSVPs to its next event.
  chapter: {
    firstScreen: true,
    mask: (page) => [
      ...memberChrome(page),
      page.getByTestId('chapter-member-count'),
      page.getByText(LONG_DATE),
      page.getByTestId('chapter-members'),
      page.getByRole('button', { name: /^(Join|Leave) Chapter$/ }),
      page.getByRole('button', { name: /^(Attend Next Event|Cancel RSVP)$/ }),
    ],
  },
  event: { firstScreen: true, mask: (page) => [...memberChrome(page), page.getByText(LONG_DATE), page.getByTestId('seats-left')] },
  who: { firstScreen: true, mask: memberChrome },
  // Her practice sessions' dates under the chart and her events' dates.
  coach: { firstScreen: true, mask: (page) => [...memberChrome(page), page.getByTestId('date-axis'), page.getByTestId('event-practice').getByText(LONG_DATE)] },
} satisfies Record<string, Baseline>;

/** The page's own content is in: the area rendered, no skeleton showing and nothing busy. */
async function settle(page: Page, stop: Stop): Promise<void> {
  // An area's first visit after sign-in downloads its remote; on a loaded CI machine that can pass 10 s.
  if (stop.area) await expect(page.locator(`[data-remote-ready="${stop.area}"]`)).toBeAttached({ timeout: 30_000 });
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root[data-visible="true"], [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Whether the page's first heading computes to the heading font and that face is loaded. */
function headingFontInUse(page: Page): Promise<string> {
  return page.evaluate((family) => {
    const heading = document.querySelector('h1, h2');
    if (!heading) return 'no heading';
    const used = getComputedStyle(heading).fontFamily.split(',')[0]!.replace(/"/g, '').trim();
    if (used !== family) return `heading in ${used}`;
    const loaded = [...document.fonts].some((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded');
    return loaded ? 'ok' : `${family} not loaded`;
  }, HEADING_FONT);
}

/** The checks that depend on the width: no text cut, no sideways scroll (naming what is too wide) and no header label on two lines. */
async function checkFit(page: Page, label: string): Promise<void> {
  const width = page.viewportSize()!.width;
  expect.soft(await clippedTexts(page.locator('body')), `cut text on ${label}`).toEqual([]);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const tooWide = scrollWidth > width ? ` (${(await widerThanTheScreen(page)).join('; ')})` : '';
  expect.soft(scrollWidth, `sideways scroll on ${label}${tooWide}`).toBeLessThanOrEqual(width);
  expect.soft(await wrappedLabels(page, 'header'), `header labels on two lines on ${label}`).toEqual([]);
}

/** Every check, on the page as it is now; each failure is soft so the run lists all of them. */
async function checkHere(page: Page, label: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const axeStarted = Date.now();
  const findings = await axeFindings(page);
  axeMs.set(width, (axeMs.get(width) ?? 0) + Date.now() - axeStarted);
  expect.soft(findings.map((f) => `${f.rule} [${f.impact}] ${f.target}: ${f.summary}`), `axe on ${label}`).toEqual([]);
  await checkFit(page, label);
  expect.soft(await headingFontInUse(page), `heading font on ${label}`).toBe('ok');
}

async function sweep(page: Page, who: string, stops: Stop[]): Promise<void> {
  for (const stop of stops) {
    const started = Date.now();
    // Opened on the narrowest phone, as one would: the 320 px check needs no resize of its own.
    await page.setViewportSize({ width: NARROW, height: 800 });
    await page.goto(stop.path);
    await settle(page, stop);
    const narrowStarted = Date.now();
    await checkFit(page, `${stop.path} as ${who} at ${NARROW} px`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${who}${stop.path}-${NARROW}.png`.replace(/[?=]/g, '_'), fullPage: true });
    extraMs.narrow += Date.now() - narrowStarted;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await checkHere(page, `${stop.path} as ${who} at ${width} px`);
      if (stop.baseline && BASELINE_WIDTHS.has(width)) {
        const shotStarted = Date.now();
        await expect.soft(page, `screenshot of ${stop.path} at ${width} px`).toHaveScreenshot(`${`${who} ${stop.path === '/' ? 'landing' : stop.path}`.replace(/[^a-z0-9]+/gi, '-')}-${width}.png`, {
          fullPage: !stop.baseline.firstScreen,
          mask: stop.baseline.mask?.(page) ?? [],
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: MAX_DIFF_PIXEL_RATIO,
        });
        extraMs.baselines += Date.now() - shotStarted;
      }
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${who}${stop.path}-${width}.png`.replace(/[?=]/g, '_'), fullPage: true });
    }
    if (stop.dark) {
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await checkHere(page, `${stop.path} as ${who} at 1280 px, dark`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${who}${stop.path}-dark.png`.replace(/[?=]/g, '_'), fullPage: true });
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    }
    if (process.env.DIVA_SWEEP_TIMES) console.log(`${stop.path} as ${who}: ${Date.now() - started} ms`);
  }
}

async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ colorScheme: 'light' });
  return context.newPage();
}

test.describe.configure({ timeout: 480_000 });

test.afterAll(() => {
  if (process.env.DIVA_SWEEP_TIMES) {
    console.log(`axe: ${[...axeMs].map(([width, ms]) => `${width} px ${ms} ms`).join(', ')}; 320 px checks ${extraMs.narrow} ms; screenshot comparisons ${extraMs.baselines} ms`);
  }
});

test('a visitor: the landing page, sign-in, the portals’ doors and the 404', async ({ browser }) => {
  const page = await personPage(browser);
  await sweep(page, 'a visitor', [
    { path: '/', area: null, dark: true, baseline: STILL },
    { path: '/auth', area: null, baseline: STILL },
    { path: '/no-such-page', area: null, baseline: STILL },
    { path: '/president', area: 'president', baseline: STILL },
    { path: '/admin/login', area: 'admin', baseline: STILL },
  ]);
  await page.context().close();
});

test('a member: every /app route', async ({ browser }) => {
  const page = await personPage(browser);
  await signInWithSession(page, { email: 'maya@example.com', password: DEMO_PASSWORD });
  await page.goto('/app/messages');
  await expectAreaReady(page, 'messaging');
  await page.getByTestId('conversation-row').first().click();
  await expect(page).toHaveURL(/\/app\/messages\/[0-9a-f-]{36}$/);
  const conversation = new URL(page.url()).pathname;
  await sweep(page, 'a member', [
    { path: '/app/timeline', area: 'feed', dark: true },
    { path: '/app/profile', area: 'profile', dark: true },
    { path: `/app/profile/${OTHER_MEMBER}`, area: 'profile', baseline: MEMBER_BASELINES.profile },
    { path: '/app/settings', area: 'profile' },
    { path: '/app/messages', area: 'messaging', dark: true },
    { path: conversation, area: 'messaging' },
    { path: '/app/who', area: 'who', dark: true, baseline: MEMBER_BASELINES.who },
    { path: '/app/who/discovery', area: 'who' },
    { path: '/app/who/superpowers', area: 'who' },
    { path: '/app/who/goals', area: 'who' },
    { path: '/app/who/matches', area: 'who' },
    { path: '/app/pre-game', area: 'coach', dark: true, baseline: MEMBER_BASELINES.coach },
    { path: '/app/local-chapters', area: 'events', dark: true, baseline: MEMBER_BASELINES.chapters },
    { path: `/app/chapter/${CHAPTER}`, area: 'events', baseline: MEMBER_BASELINES.chapter },
    { path: '/app/events', area: 'events' },
    { path: `/app/events/${EVENT}`, area: 'events', baseline: MEMBER_BASELINES.event },
    { path: '/app/my-events', area: 'events' },
    { path: '/app/search?q=diva', area: null },
  ]);
  await page.context().close();
});

test('the leaders: a chapter president, the moderator and the admin in their portals', async ({ browser }) => {
  for (const [who, email, extra] of [
    ['a president', 'sofia@example.com', ''],
    ['the moderator', 'naomi@example.com', '?tab=approvals'],
  ] as const) {
    const page = await personPage(browser);
    await page.goto('/president?tab=login');
    await expectAreaReady(page, 'president');
    await page.getByRole('form', { name: 'Login' }).getByLabel('E-mail').fill(email);
    await page.getByRole('form', { name: 'Login' }).getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in to the portal' }).click();
    await expect(page).toHaveURL(/\/president\/dashboard/);
    await sweep(page, who, [{ path: `/president/dashboard${extra}`, area: 'president', dark: who === 'a president' }]);
    await page.context().close();
  }
  const page = await personPage(browser);
  await signInAdmin(page);
  await sweep(page, 'the admin', [
    { path: '/admin/dashboard', area: 'admin', dark: true },
    { path: '/admin/dashboard?tab=users', area: 'admin' },
  ]);
  await page.context().close();
});
