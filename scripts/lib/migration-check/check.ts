// The migration guard: a migration that renames or drops a table, column or function, or changes a column's
// type, is refused while a live release's data contract uses it. Live: every release an environment points at,
// or pointed at within the retention window (what prune keeps because members' tabs may still be on it).
// Expand/contract is the way out: add the new shape, ship releases that use it, and drop the old one once no
// live release reads it.
import { AREA_NAMES, type AreaName } from '@diva/contracts';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { exists } from '../release/files.ts';
import { readCanaries, readHistory, readPointers, registryDir } from '../release/registry.ts';
import type { ReleaseRecord } from '../release/release-record.ts';
import type { ReleaseSettings } from '../release/settings.ts';
import { listReleases } from '../release/store.ts';
import { type BreakingChange, breakingChanges, splitStatements, SqlSyntaxError } from './sql.ts';

export interface LiveRelease {
  record: ReleaseRecord;
  /** Why it counts as live: `production points at it`, `pr-7 pointed at it until <time>`. */
  why: string;
}

export interface Violation {
  migration: string;
  line: number;
  statement: string;
  change: BreakingChange;
  /** What the change takes away: `posts.content`, the table `posts`, the function `rank_things`. */
  uses: string;
  releases: LiveRelease[];
}

export interface MigrationReport {
  violations: Violation[];
  /** Live releases checked, and what could not be checked (a release stored before data contracts). */
  live: LiveRelease[];
  notes: string[];
  statements: number;
}

/** Releases an environment points at now, or pointed at within `retainHours` of `now`, whose files still exist. */
export async function liveReleases(settings: ReleaseSettings, now = new Date()): Promise<LiveRelease[]> {
  const since = now.getTime() - settings.retainHours * 3_600_000;
  const reasons = new Map<string, string>();
  const dir = registryDir(settings.root);
  const jsonNames = async (folder: string) =>
    (await exists(folder)) ? (await fs.readdir(folder)).filter((name) => /^[a-z0-9-]+\.json$/.test(name)).map((name) => name.slice(0, -5)) : [];
  const reason = (key: string, why: string) => {
    if (!reasons.has(key)) reasons.set(key, why);
  };
  for (const env of await jsonNames(dir)) {
    for (const [area, id] of Object.entries(await readPointers(settings.root, env))) reason(`${area}/${id}`, `${env} points at it`);
  }
  for (const env of await jsonNames(path.join(dir, 'canary'))) {
    for (const [area, canary] of Object.entries(await readCanaries(settings.root, env))) reason(`${area}/${canary.release}`, `${env} serves it as a canary`);
  }
  // A release a move left, or moved to, within the window was served within it: tabs may still be on it.
  for (const line of await readHistory(settings.root)) {
    if (Date.parse(line.at) < since) continue;
    for (const id of [line.from, line.to]) if (id) reason(`${line.area}/${id}`, `${line.env} served it until ${line.at} or later (within ${settings.retainHours} h)`);
  }
  const live: LiveRelease[] = [];
  for (const area of AREA_NAMES) {
    for (const record of await listReleases(settings.root, area as AreaName)) {
      const why = reasons.get(`${area}/${record.id}`);
      if (why) live.push({ record, why });
    }
  }
  return live;
}

function uses(change: BreakingChange, record: ReleaseRecord): boolean {
  const contract = record.dataContract!;
  if ('name' in change) return contract.functions.includes(change.name);
  const columns = contract.tables[change.table];
  if (!columns) return false;
  if (!('column' in change)) return true;
  // A release that selects every column reads this one too.
  return columns.includes(change.column) || columns.includes('*');
}

function describe(change: BreakingChange): string {
  if ('name' in change) return `the function ${change.name}()`;
  return 'column' in change ? `${change.table}.${change.column}` : `the table ${change.table}`;
}

/** Checks the given migration files against every live release's data contract. */
export async function checkMigrations(settings: ReleaseSettings, files: string[], options: { now?: Date } = {}): Promise<MigrationReport> {
  const live = await liveReleases(settings, options.now);
  const notes = live
    .filter(({ record }) => !record.dataContract)
    .map(({ record }) => `${record.area}@${record.id} (${live.find((entry) => entry.record === record)!.why}) was stored before releases recorded their data contract: not checked against it`);
  const report: MigrationReport = { violations: [], live, notes, statements: 0 };
  for (const file of files) {
    const migration = path.basename(file);
    let statements;
    try {
      statements = splitStatements(await fs.readFile(file, 'utf8'));
    } catch (error) {
      if (error instanceof SqlSyntaxError) throw new SqlSyntaxError(`${migration}: ${error.message}`);
      throw error;
    }
    report.statements += statements.length;
    for (const statement of statements) {
      for (const change of breakingChanges(statement)) {
        const readers = live.filter(({ record }) => record.dataContract && uses(change, record));
        if (readers.length) report.violations.push({ migration, line: statement.line, statement: statement.text.replace(/\s+/g, ' '), change, uses: describe(change), releases: readers });
      }
    }
  }
  return report;
}

/** The refusal in words: the migration, the statement, the release(s) and what they use, and the way out. */
export function describeViolation(violation: Violation): string {
  const verb = { 'rename-column': 'renames', 'drop-column': 'drops', 'alter-column-type': 'changes the type of', 'rename-table': 'renames', 'drop-table': 'drops', 'rename-function': 'renames', 'drop-function': 'drops' }[violation.change.kind];
  const releases = violation.releases.map(({ record, why }) => `${record.area}@${record.id} (${why})`).join(', ');
  return [
    `${violation.migration}:${violation.line}: \`${violation.statement}\` ${verb} ${violation.uses}, which ${violation.releases.length === 1 ? 'a live release uses' : `${violation.releases.length} live releases use`}: ${releases}.`,
    '  Expand first (add the new shape beside the old one), ship releases that use it, and contract only once no live release uses the old shape.',
  ].join('\n');
}
