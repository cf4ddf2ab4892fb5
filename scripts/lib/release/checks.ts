import type { AreaName } from '@diva/contracts';
import path from 'node:path';
import { exists, readJson, sha384 } from './files.ts';
import { type FederationManifest, INTEGRITY_FILE, type IntegrityTable, type ReleaseRecord, type SharedPackage } from './release-record.ts';
import { FIRST_SHELL_RUNTIME } from './shell-runtime.ts';
import { releaseDir } from './store.ts';

/** One rule's result; history keeps them with each pointer move. */
export interface CheckResult {
  rule: 'integrity' | 'shared-singletons' | 'contract-version' | 'render';
  level: 'pass' | 'warning' | 'error';
  message: string;
}

/** Every file integrity.json lists is present and hashes the same; nothing, not even --force, passes a failure. */
export async function checkIntegrity(root: string, area: AreaName, id: string): Promise<CheckResult> {
  const dir = releaseDir(root, area, id);
  const tablePath = path.join(dir, INTEGRITY_FILE);
  if (!(await exists(tablePath))) return { rule: 'integrity', level: 'error', message: `${area}@${id} has no ${INTEGRITY_FILE}` };
  const table = await readJson<IntegrityTable>(tablePath);
  const problems: string[] = [];
  for (const [file, expected] of Object.entries(table)) {
    const full = path.join(dir, file);
    if (!(await exists(full))) problems.push(`${file} is missing`);
    else if ((await sha384(full)) !== expected) problems.push(`${file} does not match its sha384`);
  }
  if (problems.length) return { rule: 'integrity', level: 'error', message: `${area}@${id}: ${problems.join('; ')}` };
  return { rule: 'integrity', level: 'pass', message: `${Object.keys(table).length} files match their sha384` };
}

/** Singletons whose other major breaks the page: one React tree, one instance of each runtime @diva package. */
const STRICT = (name: string) => /^(react|react-dom)(\/|$)/.test(name) || name.startsWith('@diva/');

const semver = (version: string) => /^(\d+)\.(\d+)\.(\d+)/.exec(version)?.slice(1).map(Number) ?? null;

/**
 * The release's shared singletons against the shell's (loaded-first: the shell's copy is the one that runs).
 * Another major of react, react-dom or a @diva runtime package is refused; a newer minor than the shell's, or
 * another major of any other shared package, is a warning, because the remote may use what the shell lacks.
 */
export async function checkSharedSingletons(release: ReleaseRecord, shellManifest: string): Promise<CheckResult> {
  if (!(await exists(shellManifest))) {
    return { rule: 'shared-singletons', level: 'warning', message: `not checked: the shell's manifest ${shellManifest} is missing (build the shell)` };
  }
  const shell = new Map(((await readJson<FederationManifest>(shellManifest)).shared ?? []).map((entry) => [entry.name, entry.version ?? '']));
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const entry of release.shared) compareOne(entry, shell.get(entry.name), errors, warnings);
  if (errors.length) return { rule: 'shared-singletons', level: 'error', message: [...errors, ...warnings].join('; ') };
  if (warnings.length) return { rule: 'shared-singletons', level: 'warning', message: warnings.join('; ') };
  return { rule: 'shared-singletons', level: 'pass', message: `${release.shared.length} shared packages agree with the shell's` };
}

function compareOne(entry: SharedPackage, shellVersion: string | undefined, errors: string[], warnings: string[]) {
  const mine = semver(entry.version);
  const theirs = shellVersion === undefined ? null : semver(shellVersion);
  if (!mine || !theirs) return; // not versioned on one side (a host-provided entry): nothing to compare
  if (mine[0] !== theirs[0]) {
    const text = `${entry.name} ${entry.version} is another major than the shell's ${shellVersion}`;
    (STRICT(entry.name) ? errors : warnings).push(text);
  } else if (mine[1]! > theirs[1]!) {
    warnings.push(`${entry.name} ${entry.version} is a newer minor than the shell's ${shellVersion}`);
  }
}

/**
 * The contracts between a release and the shell: the remote-module shape it implements must be one the shell
 * accepts, and the shell runtime its entry needs (`shell-runtime.json` of its build: what it reads from the shell's
 * entry, such as the federation runtime's helpers on globals) must be one the environment's shell provides.
 * `shellRuntime` is null when the shell's build is missing: that part is then a warning, as the singletons are.
 */
export function checkContractVersion(release: ReleaseRecord, accepted: readonly number[], shellRuntime: number | null = FIRST_SHELL_RUNTIME): CheckResult {
  if (!accepted.includes(release.contractVersion)) {
    return {
      rule: 'contract-version',
      level: 'error',
      message: `${release.area}@${release.id} implements remote contract ${release.contractVersion}; the shell accepts ${accepted.join(', ')}`,
    };
  }
  const needs = release.shellRuntime ?? FIRST_SHELL_RUNTIME;
  const implemented = `implements remote contract ${release.contractVersion}`;
  if (shellRuntime === null) {
    return { rule: 'contract-version', level: 'warning', message: `${implemented}; shell runtime ${needs} not checked: the shell's build is missing (build the shell)` };
  }
  if (needs > shellRuntime) {
    return {
      rule: 'contract-version',
      level: 'error',
      message:
        `${release.area}@${release.id} needs shell runtime ${needs} (what its entry takes from the shell's); the shell provides ${shellRuntime}. ` +
        `Serve a shell built with shell runtime ${needs} first, or release a build of the remote made for this shell`,
    };
  }
  return { rule: 'contract-version', level: 'pass', message: `${implemented}; needs shell runtime ${needs}, the shell provides ${shellRuntime}` };
}
