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
 * DIVA_SWEEP_TIMES=1 prints each stop's time and what the platform's start, axe, the 320 px checks and the
 * screenshot comparisons took; DIVA_SWEEP_SHOTS=<folder> saves screenshots to look at. A page that scrolls
 * sideways is reported with the elements that pass the screen's right edge.
 *
 * A platform of its own. The sweep does not run on the e2e platform the other suites fill with members, posts,
 * RSVPs and messages: a worker fixture starts a second one for this file alone (`startIsolatedPlatform`: an
 * in-memory local-supabase with the seed, the shell and every remote from its dist/, on free ports) and stops it
 * after the file. Every page therefore shows the seed's rows alone, whatever ran before, in whatever order. The
 * seed dates its rows from the moment it runs, but the in-memory database starts from local-supabase's cached dump
 * of the seeded database, made the first time that day (or when the migrations or the seed changed); `dateSeedFromNow`
 * moves the seed's dates and times to now first, so the pages show what a seed run now would, whatever the dump's age.
 *
 * Screenshot baselines (`sweep.spec.ts-snapshots/`, Playwright's toHaveScreenshot): every stop at 375, 768 and
 * 1280 px, and the dark stops at 1280 px, so a change to how a page looks shows in review as a changed picture.
 * Short pages are compared whole; long ones (the feed, profiles, the areas' dashboards and lists) by their first
 * screen (`firstScreen`), which keeps the pictures and the comparisons small. Masked (a box in both pictures) is
 * only what moves with the clock: the seed dates its rows from the moment it runs, so every <time>, every date
 * written out ('Saturday, January 9, 2027', 'Jan 9, 2027', 'Jan 9'), every age ('2h', '3 days ago') and clock
 * time ('9:41 AM'), and the coach chart's date axis; and the header's live badges (unread messages,
 * notifications), which the thread the member opens marks read while other pages load. While a picture is taken,
 * each date and clock time written out holds a fixed text of its kind ('Wednesday, September 30, 2026'), put back
 * afterwards (`freezeClock`): under its mask it keeps the same size whatever the day, so a longer month's name
 * cannot wrap a line and move the rest of the page. Each browser runs in a time zone where it is about noon
 * (`noonZone`), so rows dated hours before the seed ran fall on the same calendar days (the thread's day
 * separators, a list's time for today or date for another day) at whatever hour the run starts.
 * Update the baselines after a deliberate change of look with
 * `flock /tmp/diva-e2e.lock sh -c 'cd e2e && npx playwright test tests/sweep.spec.ts --update-snapshots'`,
 * look at the changed pictures, and commit them with the change.
 */
import { type AreaName, AREA_NAMES } from '@diva/contracts';
import { type Browser, type Locator, type Page, test as base, expect } from '@playwright/test';
import { type Platform, startIsolatedPlatform } from '../../scripts/lib/platform.ts';
import { SEED_ADMIN, signInAdmin } from '../support/admin.ts';
import { expectAreaReady } from '../support/areas.ts';
import { axeFindings } from '../support/axe.ts';
import { brokenWords, clippedTexts, widerThanTheScreen, wrappedLabels } from '../support/layout.ts';
import { type E2eBackend, signInWithSession } from '../support/members.ts';

const WIDTHS = [375, 768, 1280] as const;
/** The narrowest phone: cut text, sideways scroll and header labels only (axe's findings do not depend on the width). */
const NARROW = 320;
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
/** What the platform's start, the 320 px checks and the screenshot comparisons took (printed with DIVA_SWEEP_TIMES). */
const extraMs = { platform: 0, narrow: 0, baselines: 0 };
/** DIVA_SWEEP_SHOTS=<folder> saves each page at each width, to look at. */
const SHOTS = process.env.DIVA_SWEEP_SHOTS;
const HEADING_FONT = 'Playfair Display';
const DEMO_PASSWORD = SEED_ADMIN.password;
/** Seed rows every install has: a member to visit, the LA chapter (11), the summit event. */
const OTHER_MEMBER = 'a0000000-0000-4000-8000-000000000003';
const CHAPTER = 11;
const EVENT = 'e0000000-0000-4000-8000-000000000003';

/** The sweep's own platform (seed only) and the time zone its browsers run in. */
interface SweepPlatform {
  platform: Platform;
  backend: E2eBackend;
  timezoneId: string;
}

/**
 * A time zone where it is about noon now (Etc/GMT-N is N hours ahead of UTC). The seed dates messages 35 minutes
 * and 18 to 21 hours before it ran; which calendar day each falls on (the thread's day separators, the list's
 * 'h:mm a' for today or 'MMM d') would otherwise follow the hour the run starts at.
 */
function noonZone(at = new Date()): string {
  const ahead = 12 - at.getUTCHours();
  return ahead === 0 ? 'Etc/UTC' : `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`;
}

/**
 * Dates the seed's rows from now, as if seed.sql had just run. The seed writes every time relative to the moment it
 * runs (now() minus an age, current_date plus some days), but local-supabase starts an in-memory database from a
 * cached dump of the migrated and seeded database, made the first time that day (or when the migrations or the seed
 * changed): up to a day ago. Every date and time column of the public and auth tables moves by the time since then (dates by the days),
 * with triggers off (nothing the seed did is done again). The seed's moment is read from its members, whose e-mail
 * was confirmed 60 days before it ran. Returns how old the dump was.
 */
async function dateSeedFromNow(platform: Platform): Promise<string> {
  return platform.backend.db.transaction(async (tx) => {
    await tx.exec(`
      set local session_replication_role = replica;
      create temporary table sweep_seed_age on commit drop as
        select now() - (max(email_confirmed_at) + interval '60 days') as gap,
          current_date - (max(email_confirmed_at) + interval '60 days')::date as days
        from auth.users;
      do $$
      declare
        gap interval := (select s.gap from sweep_seed_age s);
        days integer := (select s.days from sweep_seed_age s);
        target record;
      begin
        for target in
          select c.table_schema, c.table_name,
            string_agg(format('%I = %I + %s', c.column_name, c.column_name,
              case when c.data_type = 'date' then format('%s', days) else format('%L::interval', gap) end), ', ') as moves
          from information_schema.columns c
          join information_schema.tables t using (table_schema, table_name)
          where t.table_type = 'BASE TABLE' and c.table_schema in ('public', 'auth') and c.is_generated = 'NEVER'
            and c.data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
          group by c.table_schema, c.table_name
        loop
          execute format('update %I.%I set %s', target.table_schema, target.table_name, target.moves);
        end loop;
      end $$;
    `);
    const { rows } = await tx.query<{ gap: string }>('select gap::text as gap from sweep_seed_age');
    return rows[0]?.gap ?? 'unknown';
  });
}

const test = base.extend<object, { sweepPlatform: SweepPlatform }>({
  sweepPlatform: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide) => {
      const started = Date.now();
      const platform = await startIsolatedPlatform(AREA_NAMES);
      const dumpAge = await dateSeedFromNow(platform);
      extraMs.platform = Date.now() - started;
      if (process.env.DIVA_SWEEP_TIMES) console.log(`the seed's rows dated from now: the dump was ${dumpAge} old`);
      try {
        await provide({
          platform,
          backend: { shellUrl: platform.shellUrl, supabaseUrl: platform.backend.url, anonKey: platform.backend.anonKey },
          timezoneId: noonZone(),
        });
      } finally {
        await platform.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

interface Baseline {
  /** What moves with the clock, covered by a box in both pictures (besides the header's badges and CLOCK_TEXTS). */
  mask?: (page: Page) => Locator[];
  /** Only the first screen (what the viewport shows): a long page's whole picture is many times the bytes and time. */
  firstScreen?: boolean;
}

interface Stop {
  path: string;
  /** The remote that renders it (null: the shell's own page). */
  area: AreaName | null;
  /** Checked and compared once more in the dark colour scheme at 1280 px (the chrome and one route per area). */
  dark?: boolean;
  /** How its screenshots are taken (default: the whole page, nothing masked beyond what moves with the clock). */
  shot?: Baseline;
}

/**
 * Dates and times written out, all relative to the moment the seed ran ('Saturday, January 9, 2027', 'Jan 09, 2027',
 * 'Jan 9', 'January 2027', '9:41 AM', '18:30', '2h', '3 days ago', 'in 5 days'), each with the fixed text of its
 * kind that stands in for it while a picture is taken (see freezeClock); ages need none: the seed's rows are the same
 * hours and days old at the same point of every run.
 */
const CLOCK_TEXTS: { text: RegExp; standIn?: string }[] = [
  { text: /(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2}, \d{4}/, standIn: 'Wednesday, September 30, 2026' },
  { text: /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}\b/, standIn: 'Sep 30' },
  { text: /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/, standIn: 'September 2026' },
  { text: /\b\d{1,2}:\d{2} ?[AP]M\b/, standIn: '12:00 PM' },
  { text: /\b\d{1,2}:\d{2}\b/, standIn: '12:00' },
  { text: /^(\d+[hd]|just now)$/ },
  { text: /\b(a few seconds|a minute|\d+ minutes) ago\b/, standIn: '30 minutes ago' },
  { text: /\b(an hour|\d+ hours|a day|\d+ days|a month|\d+ months|a year|\d+ years) ago\b/ },
  { text: /\bin (a few seconds|a minute|\d+ minutes|an hour|\d+ hours|a day|\d+ days|a month|\d+ months)\b/ },
];
/** Every <time> and every date or time written out on the page, masked. */
const clockTexts = (page: Page): Locator[] => [page.locator('time'), ...CLOCK_TEXTS.map(({ text }) => page.getByText(text))];
/** The app header's live badges (the unread messages' and notifications' counts), not the buttons under them. */
const liveBadges = (page: Page): Locator[] => [page.locator('header .mantine-Indicator-indicator')];

/**
 * Of what a locator finds, what is not scrolled out of sight in a scrolling box. A mask is a box drawn where the
 * element is, seen or not: a thread's first day separator, scrolled out above the panel, would cover the title.
 */
async function inSight(locator: Locator): Promise<Locator[]> {
  const seen = await locator.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return false;
      for (let scroller = element.parentElement; scroller && scroller !== document.body; scroller = scroller.parentElement) {
        const style = getComputedStyle(scroller);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const frame = scroller.getBoundingClientRect();
        if (box.bottom <= frame.top || box.top >= frame.bottom || box.right <= frame.left || box.left >= frame.right) return false;
      }
      return true;
    }),
  );
  return seen.flatMap((shown, index) => (shown ? [locator.nth(index)] : []));
}
/** A long page: its first screen only. */
const FIRST_SCREEN: Baseline = { firstScreen: true };
/** The coach page: her practice sessions' dates under the chart. */
const COACH: Baseline = { firstScreen: true, mask: (page) => [page.getByTestId('date-axis')] };

/** The page's own content is in: the area rendered, no skeleton showing and nothing busy. */
async function settle(page: Page, stop: Stop): Promise<void> {
  // An area's first visit after sign-in downloads its remote; on a loaded CI machine that can pass 10 s.
  if (stop.area) await expect(page.locator(`[data-remote-ready="${stop.area}"]`)).toBeAttached({ timeout: 30_000 });
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  // Something to wait for on the shell's own pages too: a lazy page shows nothing, then its skeleton, then itself,
  // and a count of skeletons taken before the first of those is already 0 (/app/search was once checked as a skeleton).
  await expect(page.locator('h1, h2').first()).toBeVisible({ timeout: 15_000 });
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
  expect.soft(await brokenWords(page.locator('body')), `words broken across lines on ${label}`).toEqual([]);
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

/**
 * Puts the fixed text of its kind (CLOCK_TEXTS) in place of each date and clock time written out while a picture is
 * taken, and returns what puts the real ones back. They are masked as well; this keeps their boxes the same size,
 * which a mask alone does not: a longer month's or weekday's name on another day would wrap a line and move what
 * lies below it.
 */
async function freezeClock(page: Page): Promise<() => Promise<void>> {
  const forms = CLOCK_TEXTS.flatMap(({ text, standIn }) => (standIn ? [[text.source, standIn] as const] : []));
  await page.evaluate((forms) => {
    const frozen: [Text, string, string][] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const fixed = forms.reduce((data, [source, standIn]) => data.replace(new RegExp(source, 'g'), standIn), text.data);
      if (fixed === text.data) continue;
      frozen.push([text, text.data, fixed]);
      text.data = fixed;
    }
    Object.assign(window, { sweepFrozen: frozen });
  }, forms);
  return async () => {
    await page.evaluate(() => {
      const frozen = (window as unknown as { sweepFrozen?: [Text, string, string][] }).sweepFrozen ?? [];
      // What the page has rewritten since (a relative time's tick) stays as the page wrote it.
      for (const [text, real, fixed] of frozen) if (text.data === fixed) text.data = real;
    });
  };
}

/** The picture's name: who, the path and the width ('a-member-app-timeline-768.png', '...-dark-1280.png'). */
const shotName = (who: string, stop: Stop, suffix: string): string =>
  `${`${who} ${stop.path === '/' ? 'landing' : stop.path}`.replace(/[^a-z0-9]+/gi, '-')}-${suffix}.png`;

/**
 * Compares the page as it stands with its stored picture, what moves with the clock masked. `firstScreen` for the
 * dark stops: they are there for the colours, which the first screen shows.
 */
async function compareShot(page: Page, stop: Stop, name: string, label: string, firstScreen = stop.shot?.firstScreen ?? false): Promise<void> {
  const started = Date.now();
  const shot = stop.shot ?? {};
  const thaw = await freezeClock(page);
  await expect.soft(page, `screenshot of ${label}`).toHaveScreenshot(name, {
    fullPage: !firstScreen,
    // The badges as locators, found again at each shot: their counts can arrive after the page has settled.
    mask: [...liveBadges(page), ...(await Promise.all([...clockTexts(page), ...(shot.mask?.(page) ?? [])].map(inSight))).flat()],
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: MAX_DIFF_PIXEL_RATIO,
  });
  await thaw();
  extraMs.baselines += Date.now() - started;
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
      const label = `${stop.path} as ${who} at ${width} px`;
      await checkHere(page, label);
      await compareShot(page, stop, shotName(who, stop, String(width)), label);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${who}${stop.path}-${width}.png`.replace(/[?=]/g, '_'), fullPage: true });
    }
    if (stop.dark) {
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      const label = `${stop.path} as ${who} at 1280 px, dark`;
      await checkHere(page, label);
      await compareShot(page, stop, shotName(who, stop, 'dark-1280'), label, true);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${who}${stop.path}-dark.png`.replace(/[?=]/g, '_'), fullPage: true });
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    }
    if (process.env.DIVA_SWEEP_TIMES) console.log(`${stop.path} as ${who}: ${Date.now() - started} ms`);
  }
}

/** A browser context of one person's own, on the sweep's platform, in light colours at about noon. */
async function personPage(browser: Browser, { platform, timezoneId }: SweepPlatform): Promise<Page> {
  const context = await browser.newContext({ colorScheme: 'light', baseURL: platform.shellUrl, timezoneId });
  return context.newPage();
}

test.describe.configure({ timeout: 480_000 });

test.afterAll(() => {
  if (process.env.DIVA_SWEEP_TIMES) {
    console.log(
      `platform start ${extraMs.platform} ms; axe: ${[...axeMs].map(([width, ms]) => `${width} px ${ms} ms`).join(', ')}; ` +
        `320 px checks ${extraMs.narrow} ms; screenshot comparisons ${extraMs.baselines} ms`,
    );
  }
});

test('a visitor: the landing page, sign-in, the portals’ doors and the 404', async ({ browser, sweepPlatform }) => {
  const page = await personPage(browser, sweepPlatform);
  await sweep(page, 'a visitor', [
    { path: '/', area: null, dark: true },
    { path: '/auth', area: null },
    { path: '/no-such-page', area: null },
    { path: '/president', area: 'president' },
    { path: '/admin/login', area: 'admin' },
  ]);
  await page.context().close();
});

test('a member: every /app route', async ({ browser, sweepPlatform }) => {
  const page = await personPage(browser, sweepPlatform);
  await signInWithSession(page, { email: 'maya@example.com', password: DEMO_PASSWORD }, sweepPlatform.backend);
  await page.goto('/app/messages');
  await expectAreaReady(page, 'messaging');
  // Her newest conversation's address, not opened: opening it marks it read, and the list's unread counts in the
  // pictures would then follow whether that finished before the next page replaced this one.
  const conversation = await page.getByTestId('conversation-row').first().getAttribute('href');
  expect(conversation).toMatch(/^\/app\/messages\/[0-9a-f-]{36}$/);
  await sweep(page, 'a member', [
    { path: '/app/timeline', area: 'feed', dark: true, shot: FIRST_SCREEN },
    { path: '/app/profile', area: 'profile', dark: true, shot: FIRST_SCREEN },
    { path: `/app/profile/${OTHER_MEMBER}`, area: 'profile', shot: FIRST_SCREEN },
    { path: '/app/settings', area: 'profile', shot: FIRST_SCREEN },
    { path: '/app/messages', area: 'messaging', dark: true },
    { path: conversation!, area: 'messaging' },
    { path: '/app/who', area: 'who', dark: true, shot: FIRST_SCREEN },
    { path: '/app/who/discovery', area: 'who', shot: FIRST_SCREEN },
    { path: '/app/who/superpowers', area: 'who', shot: FIRST_SCREEN },
    { path: '/app/who/goals', area: 'who', shot: FIRST_SCREEN },
    { path: '/app/who/matches', area: 'who', shot: FIRST_SCREEN },
    { path: '/app/pre-game', area: 'coach', dark: true, shot: COACH },
    { path: '/app/local-chapters', area: 'events', dark: true, shot: FIRST_SCREEN },
    { path: `/app/chapter/${CHAPTER}`, area: 'events', shot: FIRST_SCREEN },
    { path: '/app/events', area: 'events', shot: FIRST_SCREEN },
    { path: `/app/events/${EVENT}`, area: 'events', shot: FIRST_SCREEN },
    { path: '/app/my-events', area: 'events', shot: FIRST_SCREEN },
    { path: '/app/search?q=diva', area: null, shot: FIRST_SCREEN },
  ]);
  await page.context().close();
});

test('the leaders: a chapter president, the moderator and the admin in their portals', async ({ browser, sweepPlatform }) => {
  for (const [who, email, extra] of [
    ['a president', 'sofia@example.com', ''],
    ['the moderator', 'naomi@example.com', '?tab=approvals'],
  ] as const) {
    const page = await personPage(browser, sweepPlatform);
    await page.goto('/president?tab=login');
    await expectAreaReady(page, 'president');
    await page.getByRole('form', { name: 'Login' }).getByLabel('E-mail').fill(email);
    await page.getByRole('form', { name: 'Login' }).getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in to the portal' }).click();
    await expect(page).toHaveURL(/\/president\/dashboard/);
    await sweep(page, who, [{ path: `/president/dashboard${extra}`, area: 'president', dark: who === 'a president', shot: FIRST_SCREEN }]);
    await page.context().close();
  }
  const page = await personPage(browser, sweepPlatform);
  await signInAdmin(page);
  await sweep(page, 'the admin', [
    { path: '/admin/dashboard', area: 'admin', dark: true, shot: FIRST_SCREEN },
    { path: '/admin/dashboard?tab=users', area: 'admin', shot: FIRST_SCREEN },
  ]);
  await page.context().close();
});
