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

// The tests behind a failed count, named in the closing summary: CI shows the end of the output, and a count alone
// does not say which test to look at.

/** Each failing vitest test or file (`pkg: file > describe > test`), from the `FAIL` lines of its report. */
export function failedVitestTests(output: string): string[] {
  const names = new Set<string>();
  for (const raw of output.split(/\r?\n/)) {
    const match = /^(?:(\S+?):\S+:)?\s*FAIL\s+(\S.*?)\s*$/.exec(raw.replace(ANSI, ''));
    if (match) names.add(`${match[1] ? `${match[1]}: ` : ''}${match[2]}`);
  }
  return [...names];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** The failed and the flaky (passed on a retry) tests of Playwright's JSON report, as `file:line › title`. */
export function playwrightProblems(report: { suites?: PlaywrightSuite[] }): { failed: string[]; flaky: string[] } {
  const problems = { failed: [] as string[], flaky: [] as string[] };
  const walk = (suites: PlaywrightSuite[] = [], titles: string[] = []) => {
    for (const suite of suites) {
      // A file's own suite is titled by its path, which `file:line` names already.
      const inner = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
      for (const spec of suite.specs ?? []) {
        const name = `${spec.file}:${spec.line} › ${[...inner, spec.title].join(' › ')}`;
        for (const test of spec.tests) {
          if (test.status === 'unexpected') problems.failed.push(name);
          else if (test.status === 'flaky') problems.flaky.push(name);
        }
      }
      walk(suite.suites, inner);
    }
  };
  walk(report.suites);
  return problems;
}
