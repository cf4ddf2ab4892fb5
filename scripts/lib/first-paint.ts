// The first-paint JS of a page: every script the browser requested before an area showed its content (the
// area's `contentReadyMark`, set by its first route once real data is on screen: the feed's first post, not its
// skeleton), read from the page's own Resource Timing so that neither the polling of a test runner nor the
// machine's load changes which scripts count. Bytes are the files' own, gzipped here at the level the static
// server uses, so the figure is deterministic for a given build. The heading font's files (woff2, already
// compressed: counted as sent) requested before the mark are a figure of their own and count against the same
// budget: the page is not finished before its headings are set in their face.
// Used by the first-paint budget test (e2e) and by `npm run bench`.
import { type AreaName, contentPaintedMark, contentReadyMark, prefetchStartMark, remoteReadyMark } from '@diva/contracts';
import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** What the budget test holds the first paint of every signed-in area to (KiB gzip of JS plus the fonts' bytes, up to its content mark). */
export const FIRST_PAINT_BUDGET_KIB = 300;
/** What one tree-shaken bundle of the same page would load: the aim, and the feed's budget in `npm run bench`. */
export const FIRST_PAINT_AIM_KIB = 250;
/** `npm run bench`'s time budgets to the content mark (median of its fresh loads): the feed's, every other area's. */
export const FEED_CONTENT_BUDGET_MS = 800;
export const AREA_CONTENT_BUDGET_MS = 1000;

export interface FirstPaintScript {
  url: string;
  raw: number;
  gzip: number;
}

/** A font file fetched before the content mark: woff2 is compressed already, so its bytes are what is sent. */
export interface FirstPaintFont {
  url: string;
  bytes: number;
}

export interface FirstPaint {
  scripts: FirstPaintScript[];
  raw: number;
  gzip: number;
  /** The font files requested before the content mark (the heading font's preloaded weight, and any other). */
  fonts: FirstPaintFont[];
  fontBytes: number;
  /** What the budget holds: the scripts' gzip bytes and the fonts' bytes. */
  total: number;
  /** Milliseconds from navigation start to the area's content mark (the page's own clock). */
  msToContent: number;
  /** The document and every resource requested before the content mark. */
  requests: number;
}

/** One resource of a load, as Resource Timing saw it (ms from navigation start). */
export interface WaterfallEntry {
  url: string;
  initiator: string;
  start: number;
  end: number;
}

/** A load timed to its content mark, with what it requested before it. */
export interface ContentLoad {
  /** Navigation start to the content painted (the painted mark, a frame after the content mark): the figure. */
  ms: number;
  /** Navigation start to the content mark (the commit that put it in the DOM, before its style, layout and paint). */
  committedMs: number;
  /** Navigation start to the shell's mark that the remote first rendered (its skeleton, for the feed). */
  remoteMs: number;
  /** Navigation start to the shell's mark that it started the first route's reads; NaN when it started none. */
  prefetchMs: number;
  /** The document and every resource requested before the content mark. */
  requests: number;
  /** Every resource requested before the content mark, in request order. */
  waterfall: WaterfallEntry[];
  /**
   * Navigation start to the browser's first largest-contentful-paint at or after the content mark: the frame that
   * put the content (or something larger painted with it) on screen, after raster. NaN when none came within 1 s
   * (a larger element painted before the content stays the largest).
   */
  onScreenMs: number;
}

/**
 * Before the page loads: a promise on the page that resolves when the area's content is painted (its painted
 * mark, a frame after the content mark). A PerformanceObserver costs the page nothing while it loads;
 * Playwright's waitForFunction polls on every animation frame on the page's main thread, the thread the member
 * waits on (measured: 38 ms of a feed load's main thread, more on a busy machine), so the bench was timing its
 * own poller too.
 */
async function watchForContent(page: Page, area: AreaName): Promise<void> {
  await page.addInitScript((name) => {
    const page = window as unknown as { __divaContentPainted: Promise<void>; __divaLcp: number[] };
    page.__divaContentPainted = new Promise<void>((resolve) => {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName(name, 'mark').length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'mark', buffered: true });
    });
    // The browser reports a largest-contentful-paint once the frame is presented: when the pixels are on screen.
    page.__divaLcp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) page.__divaLcp.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }, contentPaintedMark(area));
}

/** The first largest-contentful-paint at or after `fromMs` (the content mark), waiting up to 1 s for it; NaN if none. */
async function readOnScreen(page: Page, fromMs: number): Promise<number> {
  const at = await page.evaluate(async (from) => {
    const paints = (window as unknown as { __divaLcp: number[] }).__divaLcp;
    for (let waited = 0; waited <= 1000; waited += 50) {
      const found = paints.find((time) => time >= from);
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Number.NaN;
  }, fromMs);
  return Math.round(at);
}

/** Waits for the painted mark watched for above; the error names the mark so a slow or broken area reads as such. */
async function waitForContent(page: Page, area: AreaName): Promise<void> {
  const ready = page.evaluate(() => (window as unknown as { __divaContentPainted: Promise<void> }).__divaContentPainted);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${contentPaintedMark(area)} mark within 30 s`)), 30_000);
  });
  try {
    await Promise.race([ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The marks and the resources requested before the content mark, read from the page. */
async function readLoad(page: Page, area: AreaName): Promise<ContentLoad> {
  return page.evaluate(
    ([content, remote, prefetch, painted]) => {
      // No named functions in here: the bench runs under tsx, whose helpers the page does not have.
      const committed = performance.getEntriesByName(content, 'mark')[0]?.startTime ?? Number.NaN;
      const ms = performance.getEntriesByName(painted, 'mark')[0]?.startTime ?? Number.NaN;
      const remoteMs = performance.getEntriesByName(remote, 'mark')[0]?.startTime ?? Number.NaN;
      const prefetchMs = performance.getEntriesByName(prefetch, 'mark')[0]?.startTime ?? Number.NaN;
      const waterfall = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime < committed)
        .map((entry) => ({ url: entry.name, initiator: entry.initiatorType, start: Math.round(entry.startTime), end: Math.round(entry.responseEnd) }))
        .sort((a, b) => a.start - b.start);
      return { ms: Math.round(ms), committedMs: Math.round(committed), remoteMs: Math.round(remoteMs), prefetchMs: Math.round(prefetchMs), requests: waterfall.length + 1, waterfall, onScreenMs: Number.NaN };
    },
    [contentReadyMark(area), remoteReadyMark(area), prefetchStartMark(area), contentPaintedMark(area)] as const,
  );
}

/** Loads `url` in `page` (a fresh context) and measures its first paint until `area`'s content mark. */
export async function measureFirstPaint(page: Page, url: string, area: AreaName): Promise<FirstPaint> {
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'font') || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response.body().catch(() => null),
    );
  });
  await watchForContent(page, area);
  await page.goto(url);
  await waitForContent(page, area);
  // Resource Timing lists a file once it has finished: let what was requested before the mark finish.
  await page.waitForLoadState('networkidle');
  const load = await readLoad(page, area);

  const scripts: FirstPaintScript[] = [];
  // Scripts are what the browser fetched as scripts (chunks, entries, the federation's remote entries).
  const isFont = (url: string) => /\.(woff2?|ttf|otf)$/i.test(new URL(url).pathname);
  const scriptUrls = load.waterfall.filter(({ url, initiator }) => !isFont(url) && (initiator === 'script' || bodies.has(url))).map(({ url }) => url);
  for (const scriptUrl of new Set(scriptUrls)) {
    const body = (await bodies.get(scriptUrl)) ?? Buffer.from(await (await page.request.get(scriptUrl)).body());
    scripts.push({ url: scriptUrl, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  scripts.sort((a, b) => b.gzip - a.gzip);
  const fonts: FirstPaintFont[] = [];
  for (const fontUrl of new Set(load.waterfall.filter(({ url }) => isFont(url)).map(({ url }) => url))) {
    const body = (await bodies.get(fontUrl)) ?? Buffer.from(await (await page.request.get(fontUrl)).body());
    fonts.push({ url: fontUrl, bytes: body.length });
  }
  const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const fontBytes = fonts.reduce((sum, font) => sum + font.bytes, 0);
  return {
    scripts,
    raw: scripts.reduce((sum, script) => sum + script.raw, 0),
    gzip,
    fonts,
    fontBytes,
    total: gzip + fontBytes,
    msToContent: load.committedMs,
    requests: load.requests,
  };
}

/**
 * One load of `url` in `page` (a fresh context) timed to `area`'s content mark, with nothing else listening:
 * reading every script's body over the DevTools protocol (measureFirstPaint) slows the load it measures
 * (measured: a median of 774 ms with it, 475 ms without, same build and machine). Resource Timing is read after.
 */
export async function measureTimeToContent(page: Page, url: string, area: AreaName): Promise<ContentLoad> {
  await watchForContent(page, area);
  await page.goto(url);
  await waitForContent(page, area);
  const load = await readLoad(page, area);
  // Read after the figure is taken: the waiting does not touch the load it times.
  return { ...load, onScreenMs: await readOnScreen(page, load.committedMs) };
}

/** A load's waterfall as text lines: start, end and a bar per request, so a regression shows where it waits. */
export function describeWaterfall(load: ContentLoad, indent = '    ', width = 40): string[] {
  const scale = width / Math.max(load.ms, 1);
  const short = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.port ? `:${parsed.port}` : parsed.host}${parsed.pathname}${parsed.search.length > 40 ? `${parsed.search.slice(0, 40)}…` : parsed.search}`;
  };
  return [
    ...load.waterfall.map((entry) => {
      const from = Math.min(width, Math.round(entry.start * scale));
      const to = Math.max(from + 1, Math.min(width, Math.round(entry.end * scale)));
      const bar = `${' '.repeat(from)}${'#'.repeat(to - from)}`.padEnd(width);
      return `${indent}${String(entry.start).padStart(5)} ${String(entry.end).padStart(5)} ms |${bar}| ${entry.initiator.padEnd(6)} ${short(entry.url)}`;
    }),
    Number.isNaN(load.prefetchMs)
      ? `${indent}    -       ms  no first-route read started by the shell (the area describes none)`
      : `${indent}${String(load.prefetchMs).padStart(5)}       ms  the shell started the first route's reads (prefetch-start mark)`,
    `${indent}${String(load.remoteMs).padStart(5)}       ms  the remote first rendered (remote-ready mark)`,
    `${indent}${String(load.committedMs).padStart(5)}       ms  content in the page (content-ready mark)`,
    `${indent}${String(load.ms).padStart(5)}       ms  content painted (content-painted mark)`,
    Number.isNaN(load.onScreenMs)
      ? `${indent}    -       ms  no largest-contentful-paint from the content mark on (a larger element painted before it)`
      : `${indent}${String(load.onScreenMs).padStart(5)}       ms  on screen (the browser's largest-contentful-paint)`,
  ];
}

/** An app's `mf-manifest.json`, as far as attribution needs it. */
export interface FederationManifest {
  name: string;
  metaData: { publicPath?: string };
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/**
 * The KiB each shared package contributes to a first paint: a chunk listed by one shared package is its; a chunk
 * listed by several (Mantine's chunks serve @diva/ui and its deferred entries) goes to the one of them with the
 * largest share of its chunks loaded, the package actually used. Everything else is the app's own code (its
 * entry, the federation runtime, its modules).
 */
export function attributeScripts(scripts: FirstPaintScript[], manifests: { baseUrl: string; manifest: FederationManifest }[]): Map<string, number> {
  const owners = new Map<string, string[]>();
  const loaded = new Set(scripts.map((script) => script.url));
  const shareLoaded = new Map<string, number>();
  for (const { baseUrl, manifest } of manifests) {
    for (const shared of manifest.shared) {
      const files = shared.assets.js.sync.map((file) => new URL(file, baseUrl).href);
      for (const file of files) owners.set(file, [...(owners.get(file) ?? []), shared.name]);
      const share = files.length === 0 ? 0 : files.filter((file) => loaded.has(file)).length / files.length;
      shareLoaded.set(shared.name, Math.max(shareLoaded.get(shared.name) ?? 0, share));
    }
  }
  const mostUsed = (names: string[]) => names.reduce((best, name) => ((shareLoaded.get(name) ?? 0) > (shareLoaded.get(best) ?? 0) ? name : best));
  const totals = new Map<string, number>();
  for (const script of scripts) {
    const candidates = owners.get(script.url);
    const appName = manifests.find(({ baseUrl }) => script.url.startsWith(baseUrl))?.manifest.name ?? new URL(script.url).host;
    const owner = candidates ? mostUsed(candidates) : `${appName} (own code and federation runtime)`;
    totals.set(owner, (totals.get(owner) ?? 0) + script.gzip);
  }
  return new Map([...totals].sort((a, b) => b[1] - a[1]));
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/** Each app's `mf-manifest.json` (served beside its entry), for `attributeScripts`. */
export async function fetchManifests(page: Page, appOrigins: string[]): Promise<{ baseUrl: string; manifest: FederationManifest }[]> {
  return Promise.all(
    [...new Set(appOrigins.map((origin) => new URL('/', origin).href))].map(async (baseUrl) => ({
      baseUrl,
      manifest: (await (await page.request.get(new URL('mf-manifest.json', baseUrl).href)).json()) as FederationManifest,
    })),
  );
}

/**
 * The lines both the budget test and the bench print: the JS, the fonts and their total against budget and aim,
 * then KiB per package.
 */
export function describeFirstPaint(firstPaint: FirstPaint, byPackage: Map<string, number>, indent = '  '): string[] {
  const verdict = firstPaint.total / 1024 <= FIRST_PAINT_BUDGET_KIB ? 'within' : 'OVER';
  const fontNames = firstPaint.fonts.map((font) => new URL(font.url).pathname.split('/').pop()).join(', ');
  return [
    `${indent}JS before the content shows    ${kib(firstPaint.gzip)} gzip, ${kib(firstPaint.raw)} raw, ${firstPaint.scripts.length} files`,
    `${indent}Fonts before the content shows ${kib(firstPaint.fontBytes)} woff2, ${firstPaint.fonts.length} files${fontNames ? ` (${fontNames})` : ''}`,
    `${indent}JS and fonts                   ${kib(firstPaint.total)}  (budget ${FIRST_PAINT_BUDGET_KIB} KiB: ${verdict}; aim ${FIRST_PAINT_AIM_KIB} KiB)`,
    `${indent}KiB gzip by shared package and app:`,
    ...[...byPackage].map(([owner, bytes]) => `${indent}  ${kib(bytes).padStart(10)}  ${owner}`),
  ];
}
