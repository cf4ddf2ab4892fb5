// Test counts read from the runners' own closing lines, so `npm test` can end with what it ran: tests, not steps.
// vitest prints one `Tests  3 failed | 40 passed | 2 skipped (45)` line per run (turbo prefixes it with the task
// name; a cached task replays it); Playwright's JSON report gives its stats.

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export const emptyCounts = (): TestCounts => ({ passed: 0, failed: 0, skipped: 0 });

export function addCounts(into: TestCounts, more: TestCounts): TestCounts {
  into.passed += more.passed;
  into.failed += more.failed;
  into.skipped += more.skipped;
  return into;
}

// Colour codes are stripped first; `Tests` must stand alone so `Test Files  …` lines do not count.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const VITEST_SUMMARY = /(?:^|\s)Tests\s+((?:\d+\s+[a-z]+(?:\s*\|\s*)?)+)\s*\(\d+\)\s*$/;

/** The counts of one vitest summary line, or null when the line is not one. */
export function parseVitestSummary(line: string): TestCounts | null {
  const match = VITEST_SUMMARY.exec(line.replace(ANSI, ''));
  if (!match) return null;
  const counts = emptyCounts();
  for (const part of match[1]!.split('|')) {
    const [, n, word] = /(\d+)\s+([a-z]+)/.exec(part.trim()) ?? [];
    if (!n || !word) continue;
    if (word === 'passed') counts.passed += Number(n);
    else if (word === 'failed') counts.failed += Number(n);
    else if (word === 'skipped' || word === 'todo') counts.skipped += Number(n);
  }
  return counts;
}

/** Sums every vitest summary line in a run's output. */
export function countVitestOutput(output: string): TestCounts {
  const total = emptyCounts();
  for (const line of output.split(/\r?\n/)) {
    const counts = parseVitestSummary(line);
    if (counts) addCounts(total, counts);
  }
  return total;
}

/** Playwright's JSON reporter `stats`: a flaky test passed on retry; `interrupted` tests did not finish. */
export interface PlaywrightStats {
  expected: number;
  unexpected: number;
  flaky: number;
  skipped: number;
  interrupted?: number;
}

export function countPlaywrightStats(stats: PlaywrightStats): TestCounts {
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (stats.interrupted ?? 0),
    skipped: stats.skipped,
  };
}

export const formatCounts = (counts: TestCounts) =>
  `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`;
