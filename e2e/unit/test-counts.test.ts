// The closing line of `npm test` counts tests from the runners' own summaries.
import { describe, expect, it } from 'vitest';
import { countPlaywrightStats, countVitestOutput, failedVitestTests, formatCounts, parseVitestSummary, playwrightProblems } from '../../scripts/lib/test-counts.ts';

describe('vitest summaries', () => {
  it('reads passed, failed and skipped from one summary line', () => {
    expect(parseVitestSummary('      Tests  3 failed | 40 passed | 2 skipped (45)')).toEqual({ passed: 40, failed: 3, skipped: 2 });
    expect(parseVitestSummary('      Tests  12 passed (12)')).toEqual({ passed: 12, failed: 0, skipped: 0 });
    expect(parseVitestSummary('      Tests  1 passed | 1 todo (2)')).toEqual({ passed: 1, failed: 0, skipped: 1 });
  });

  it('ignores test-file lines, other text and colour codes', () => {
    expect(parseVitestSummary(' Test Files  4 passed (4)')).toBeNull();
    expect(parseVitestSummary('it("Tests 3 passed (3)") is a title')).toBeNull();
    expect(parseVitestSummary('\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[32m7 passed\u001b[39m\u001b[22m\u001b[90m (7)\u001b[39m')).toEqual({
      passed: 7,
      failed: 0,
      skipped: 0,
    });
  });

  it('sums every run in turbo output, twice-run packages included', () => {
    const output = [
      'local-supabase:test: suites on PGlite (in memory)',
      'local-supabase:test:       Tests  100 passed | 1 skipped (101)',
      'local-supabase:test: suites on PostgreSQL',
      'local-supabase:test:       Tests  99 passed | 1 failed | 1 skipped (101)',
      'mfe-feed:test:  Test Files  9 passed (9)',
      'mfe-feed:test:       Tests  60 passed (60)',
    ].join('\n');
    expect(countVitestOutput(output)).toEqual({ passed: 259, failed: 1, skipped: 2 });
  });
});

describe('the failed tests named', () => {
  it("reads each vitest FAIL line once, with the package turbo ran it in, colour codes stripped", () => {
    const output = [
      'shell:test:  \u001b[32m✓\u001b[39m test/search.test.tsx (12 tests) 900ms',
      'shell:test: \u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m test/extended-ui.test.tsx\u001b[2m > \u001b[22mthe overlays\u001b[2m > \u001b[22mwaits for the release',
      'shell:test: \u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m test/extended-ui.test.tsx\u001b[2m > \u001b[22mthe overlays\u001b[2m > \u001b[22mwaits for the release',
      '@diva/supabase:test:  FAIL  tests/header-notifications.test.ts [ tests/header-notifications.test.ts ]',
      'local-supabase:test: [local-supabase] realtime: join of realtime:broken failed: error',
      'e2e:test:       Tests  1 failed | 3 passed (4)',
    ].join('\n');
    expect(failedVitestTests(output)).toEqual([
      'shell: test/extended-ui.test.tsx > the overlays > waits for the release',
      '@diva/supabase: tests/header-notifications.test.ts [ tests/header-notifications.test.ts ]',
    ]);
    expect(failedVitestTests(' FAIL  test/a.test.ts > one')).toEqual(['test/a.test.ts > one']);
  });

  it("lists Playwright's failed and flaky tests with their file, line and describe blocks", () => {
    const spec = (title: string, line: number, status: string) => ({ title, file: 'sweep.spec.ts', line, tests: [{ status }] });
    const report = {
      suites: [
        {
          title: 'sweep.spec.ts',
          file: 'sweep.spec.ts',
          specs: [spec('a member: every /app route', 375, 'flaky'), spec('a visitor', 363, 'expected')],
          suites: [{ title: 'small screens', file: 'sweep.spec.ts', specs: [spec('the icon opens search', 79, 'unexpected')] }],
        },
      ],
    };
    expect(playwrightProblems(report)).toEqual({
      failed: ['sweep.spec.ts:79 › small screens › the icon opens search'],
      flaky: ['sweep.spec.ts:375 › a member: every /app route'],
    });
    expect(playwrightProblems({})).toEqual({ failed: [], flaky: [] });
  });
});

describe('Playwright stats', () => {
  it('counts flaky as passed and interrupted as failed', () => {
    expect(countPlaywrightStats({ expected: 20, unexpected: 1, flaky: 2, skipped: 3, interrupted: 1 })).toEqual({ passed: 22, failed: 2, skipped: 3 });
  });
});

describe('the closing line', () => {
  it('is the plain "N passed, M failed" form, skipped said apart', () => {
    expect(formatCounts({ passed: 5, failed: 0, skipped: 0 })).toBe('5 passed, 0 failed');
    expect(formatCounts({ passed: 5, failed: 1, skipped: 2 })).toBe('5 passed, 1 failed, 2 skipped');
  });
});
