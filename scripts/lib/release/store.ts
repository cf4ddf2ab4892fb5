import { AREA_NAMES, AREAS, type AreaName, REMOTE_CONTRACT_VERSION } from '@diva/contracts';
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { DataContract } from './data-contract.ts';
import { exists, listFiles, readJson, sha384, toJson } from './files.ts';
import { ReleaseRefused } from './refusal.ts';
import {
  type FederationManifest,
  INTEGRITY_FILE,
  type IntegrityTable,
  isVersion,
  MANIFEST_FILE,
  parseReleaseId,
  RECORD_FILE,
  type ReleaseRecord,
} from './release-record.ts';
import { REPO_ROOT } from './settings.ts';
import { readShellRuntime } from './shell-runtime.ts';

export interface StoreOptions {
  root: string;
  area: AreaName;
  version: string;
  /** The remote's build output (a `dist/` with its mf-manifest.json). */
  dist: string;
  /** Default: HEAD, and whether the remote's folder or shared/ had uncommitted changes. */
  source?: { commit: string; dirty: boolean };
  now?: Date;
  contractVersion?: number;
  /** Default: collected from the area's `src/**\/api/*.ts` in this working tree (the source the build came from). */
  dataContract?: DataContract;
}

export const releaseDir = (root: string, area: AreaName, id: string): string => path.join(root, area, id);

export function assertArea(text: string): AreaName {
  if (!(AREA_NAMES as readonly string[]).includes(text)) {
    throw new ReleaseRefused('unknown-area', `"${text}" is not an area; the areas are ${AREA_NAMES.join(', ')}.`);
  }
  return text as AreaName;
}

/** The commit a build came from; `dirty` says the build also holds changes no commit has. */
function sourceOf(area: AreaName): { commit: string; dirty: boolean } {
  const git = (args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  return { commit: git(['rev-parse', 'HEAD']), dirty: git(['status', '--porcelain', '--', `mfe-${area}`, 'shared']) !== '' };
}

/**
 * Copies a build into `<root>/<area>/<version>-<contenthash>/` with its manifest's build version set, the
 * integrity of every file and the release record. The folder is filled under a temporary name and renamed at
 * the end, so nobody ever serves half a release, and an existing release is never replaced.
 */
export async function storeRelease(options: StoreOptions): Promise<ReleaseRecord> {
  const { root, area, version, dist } = options;
  if (!isVersion(version)) throw new ReleaseRefused('version', `"${version}" is not a version such as 1.4.0 or 1.4.0-beta.1.`);
  if (!(await exists(path.join(dist, MANIFEST_FILE)))) {
    throw new ReleaseRefused('build', `${dist} has no ${MANIFEST_FILE}; build the remote first.`);
  }
  const staging = path.join(root, area, `.staging-${process.pid}-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(path.dirname(staging), { recursive: true });
  try {
    await fs.cp(dist, staging, { recursive: true });
    // A stored release given as the build (to release the same files under another version) brings its records.
    await Promise.all([INTEGRITY_FILE, RECORD_FILE].map((name) => fs.rm(path.join(staging, name), { force: true })));
    const manifest = await readJson<FederationManifest & Record<string, unknown>>(path.join(staging, MANIFEST_FILE));
    // Another area's build under this area's name would reach members as the wrong remote.
    if (manifest.name !== AREAS[area].container) {
      throw new ReleaseRefused('build', `${dist} is the build of ${String(manifest.name)}, not of ${area} (${AREAS[area].container}).`);
    }
    manifest.metaData = { ...manifest.metaData, buildInfo: { ...manifest.metaData?.buildInfo, buildVersion: version } };
    await fs.writeFile(path.join(staging, MANIFEST_FILE), toJson(manifest));

    const integrity: IntegrityTable = {};
    for (const file of await listFiles(staging)) integrity[file] = await sha384(path.join(staging, file));
    const contentHash = createHash('sha256').update(toJson(integrity)).digest('hex').slice(0, 10);
    const id = `${version}-${contentHash}`;
    const record: ReleaseRecord = {
      area,
      id,
      version,
      contentHash,
      ...(options.source ?? sourceOf(area)),
      time: (options.now ?? new Date()).toISOString(),
      shared: (manifest.shared ?? []).map(({ name, version: built, requiredVersion }) => ({
        name,
        version: built ?? '',
        ...(requiredVersion ? { requiredVersion } : {}),
      })),
      exposes: (manifest.exposes ?? []).map((expose) => expose.path ?? `./${expose.name}`),
      contractVersion: options.contractVersion ?? REMOTE_CONTRACT_VERSION,
      // Read from the build itself: what its entry takes from the shell's is fixed when it is built.
      shellRuntime: await readShellRuntime(staging, 'needs'),
      // The parser is loaded only when a release is stored.
      dataContract: options.dataContract ?? (await (await import('./data-contract.ts')).collectDataContract(path.join(REPO_ROOT, `mfe-${area}`))),
    };
    await fs.writeFile(path.join(staging, INTEGRITY_FILE), toJson(integrity));
    await fs.writeFile(path.join(staging, RECORD_FILE), toJson(record));

    const target = releaseDir(root, area, id);
    if (await exists(target)) throw alreadyStored(area, id);
    // rename() refuses a non-empty target, so a release stored meanwhile by another build is not replaced either.
    await fs.rename(staging, target).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOTEMPTY' || error.code === 'EEXIST' ? alreadyStored(area, id) : error;
    });
    return record;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

const alreadyStored = (area: AreaName, id: string) =>
  new ReleaseRefused('immutable', `release ${area}@${id} already exists; a release is never changed or overwritten (raise the version to release new code).`);

export async function readRelease(root: string, area: AreaName, id: string): Promise<ReleaseRecord> {
  const file = path.join(releaseDir(root, area, id), RECORD_FILE);
  if (!(await exists(file))) throw new ReleaseRefused('unknown-release', `there is no release ${area}@${id} in ${root}.`);
  return readJson<ReleaseRecord>(file);
}

/** The area's releases, oldest first. */
export async function listReleases(root: string, area: AreaName): Promise<ReleaseRecord[]> {
  const dir = path.join(root, area);
  if (!(await exists(dir))) return [];
  const ids = (await fs.readdir(dir)).filter((name) => parseReleaseId(name));
  const records = await Promise.all(ids.map((id) => readRelease(root, area, id)));
  return records.sort((a, b) => a.time.localeCompare(b.time) || a.id.localeCompare(b.id));
}

/** `1.2.0` or `1.2.0-<hash>` -> the one release it names. */
export async function resolveRelease(root: string, area: AreaName, ref: string): Promise<ReleaseRecord> {
  if (parseReleaseId(ref) && (await exists(releaseDir(root, area, ref)))) return readRelease(root, area, ref);
  const matches = (await listReleases(root, area)).filter((record) => record.version === ref);
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) {
    throw new ReleaseRefused('ambiguous-release', `${area}@${ref} names ${matches.length} releases (${matches.map((m) => m.id).join(', ')}); give the full id.`);
  }
  throw new ReleaseRefused('unknown-release', `there is no release ${area}@${ref} in ${root}.`);
}
