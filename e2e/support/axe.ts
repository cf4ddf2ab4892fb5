import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** The impacts that fail a scan; minor and moderate findings are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeScanOptions {
  /** Names the scan in the failure message, e.g. 'landing at 375 px'. */
  label: string;
  /** CSS selectors left out of the scan (use sparingly, and say why at the call). */
  exclude?: string[];
}

/** One line per failing node: rule id, impact, target and axe's summary of what to fix. */
export interface AxeFinding {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/**
 * Waits (at most a few seconds) until no finite animation or transition runs: a toast fading in or out is
 * half transparent, and axe would measure its text's contrast at that moment (#5c636a at 70 % reads 3.6:1).
 * Endless ones (a loader's spin, a skeleton's pulse) are not waited for.
 */
async function animationsAtRest(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    const deadline = Date.now() + 5_000;
    for (let now = running(); now.length > 0 && Date.now() < deadline; now = running()) {
      const finished = Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
      await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 500))]);
    }
  });
}

/** Runs axe-core (WCAG 2.x A/AA and best-practice rules) over the page at rest and returns the serious and critical findings. */
export async function axeFindings(page: Page, options: Omit<AxeScanOptions, 'label'> = {}): Promise<AxeFinding[]> {
  await animationsAtRest(page);
  // A transition can also start during the scan (a toast's exit fade when its four seconds run out): while axe
  // runs, transitions and animations jump to their end, so every element is measured as it will rest.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.id = 'axe-at-rest';
    style.textContent = '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-iteration-count: 1 !important; }';
    document.head.append(style);
  });
  try {
    return await scan(page, options);
  } finally {
    await page.evaluate(() => document.getElementById('axe-at-rest')?.remove()).catch(() => undefined);
  }
}

async function scan(page: Page, options: Omit<AxeScanOptions, 'label'>): Promise<AxeFinding[]> {
  // Legacy mode runs axe in the page itself. The default runs it per frame and then finishes in a new blank
  // page each scan, which made every scan 2.5x slower (measured: the feed 3.9 s -> 1.5 s); our pages have no
  // frames (the sanitiser drops members' iframes), so nothing goes unscanned. Only violations are collected.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        target: node.target.map(String).join(' '),
        summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim(),
      })),
    );
}

/** Fails the test when axe finds anything serious or critical, listing each finding. */
export async function expectNoSeriousA11yFindings(page: Page, options: AxeScanOptions): Promise<void> {
  const findings = await axeFindings(page, options);
  const report = findings.map((finding) => `${finding.rule} [${finding.impact}] ${finding.target}: ${finding.summary}`);
  expect(report, `axe: ${findings.length} serious or critical finding(s) on ${options.label}`).toEqual([]);
}
