// `npm run db:check-migrations -- [<migration.sql> ...] [--since <git ref>] [--all]`: refuses a migration that
// breaks a release still served (README, "Releases": the migration guard).
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkMigrations, describeViolation } from './lib/migration-check/check.ts';
import { SqlSyntaxError } from './lib/migration-check/sql.ts';
import { ReleaseRefused } from './lib/release/refusal.ts';
import { releaseSettings, REPO_ROOT } from './lib/release/settings.ts';

const MIGRATIONS = path.join('supabase', 'migrations');
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { since: { type: 'string', default: 'HEAD' }, all: { type: 'boolean', default: false } },
});

/** Migrations added or changed since `ref`, committed or not, untracked ones too: the ones not yet applied. */
function changedSince(ref: string): string[] {
  const git = (args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const names = [...git(['diff', '--name-only', '--diff-filter=AM', ref, '--', MIGRATIONS]), ...git(['ls-files', '--others', '--exclude-standard', '--', MIGRATIONS])];
  return [...new Set(names)].filter((name) => name.endsWith('.sql')).sort().map((name) => path.join(REPO_ROOT, name));
}

async function main() {
  const files = positionals.length
    ? positionals.map((file) => path.resolve(file))
    : values.all
      ? (await fs.readdir(path.join(REPO_ROOT, MIGRATIONS))).filter((name) => name.endsWith('.sql')).sort().map((name) => path.join(REPO_ROOT, MIGRATIONS, name))
      : changedSince(values.since);
  for (const file of files) {
    if (!(await fs.stat(file).catch(() => null))?.isFile()) throw new ReleaseRefused('migration', `${file} is not a migration file.`);
  }
  const settings = releaseSettings();
  const report = await checkMigrations(settings, files);
  const scope = positionals.length ? `${files.length} migration(s)` : values.all ? `all ${files.length} migrations` : `${files.length} migration(s) new since ${values.since}`;
  console.log(`Checked ${scope} (${report.statements} statements) against ${report.live.length} live release(s) in ${settings.root}`);
  for (const note of report.notes) console.log(`  note: ${note}`);
  if (report.violations.length) {
    throw new ReleaseRefused('migration', `${report.violations.length} change(s) break a live release:\n${report.violations.map(describeViolation).join('\n')}`);
  }
  console.log('No change breaks a live release.');
}

try {
  await main();
} catch (error) {
  if (!(error instanceof ReleaseRefused) && !(error instanceof SqlSyntaxError)) throw error;
  console.error(error instanceof SqlSyntaxError ? `Refused (migration): cannot read ${error.message}` : error.message);
  process.exitCode = 1;
}
