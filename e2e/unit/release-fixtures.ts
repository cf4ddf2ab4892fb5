// Small fake builds for the release tests: a few files and a manifest, never a real rspack build.
import { SHELL_RUNTIME_FILE } from '@diva/contracts';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderSettings } from '../../scripts/lib/release/render-check.ts';
import type { ReleaseSettings } from '../../scripts/lib/release/settings.ts';
import { storeRelease } from '../../scripts/lib/release/store.ts';

export interface FakeBuild {
  /** Changes the chunk's bytes, so the build gets another content hash. */
  code?: string;
  react?: string;
  shared?: Record<string, string>;
  /** Writes the build's `shell-runtime.json` saying it needs this shell runtime (none: a build from before the file). */
  needsShellRuntime?: number;
}

const SHELL_SHARED = { react: '19.3.1', 'react-dom': '19.3.1', zustand: '5.1.0', '@diva/core': '0.1.0' };

const manifest = (shared: Record<string, string>) => ({
  id: 'mfe_feed',
  name: 'mfe_feed',
  metaData: { name: 'mfe_feed', buildInfo: { buildVersion: '0.0.0', buildName: 'mfe-feed' }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: Object.entries(shared).map(([name, version]) => ({ name, version, singleton: true, requiredVersion: `^${version}` })),
  exposes: [{ id: 'mfe_feed:App', name: 'App', path: './App' }],
  remotes: [],
});

export async function fakeDist(dir: string, build: FakeBuild = {}): Promise<string> {
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(dir, 'remoteEntry.js'), 'var mfe_feed = {};\n');
  await fs.writeFile(path.join(dir, '12.0123456789.js'), build.code ?? 'export const comments = "lazy chunk";\n');
  await fs.writeFile(path.join(dir, 'assets', 'logo.0123456789.svg'), '<svg/>');
  const shared = { ...SHELL_SHARED, react: build.react ?? SHELL_SHARED.react, ...build.shared };
  await fs.writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest(shared)));
  if (build.needsShellRuntime !== undefined) {
    await fs.writeFile(path.join(dir, SHELL_RUNTIME_FILE), JSON.stringify({ needsShellRuntime: build.needsShellRuntime }));
  }
  return dir;
}

/** A temporary releases root with the shell's manifest beside it; remove it with `cleanup`. */
export async function tempSettings(overrides: Partial<ReleaseSettings> = {}): Promise<ReleaseSettings & { cleanup: () => Promise<void>; dir: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'diva-release-'));
  const shellManifest = path.join(dir, 'shell-mf-manifest.json');
  await fs.writeFile(shellManifest, JSON.stringify(manifest({ ...SHELL_SHARED, 'react-dom/client': '19.3.1' })));
  return {
    root: path.join(dir, 'releases'),
    keep: 2,
    retainHours: 24,
    baseUrl: 'https://cdn.example/releases',
    shellManifest,
    acceptedContracts: [1],
    // No backend here: the render check says it was skipped (e2e/tests/release-checks.spec.ts runs it for real).
    render: { ...renderSettings({}), enabled: false },
    ...overrides,
    dir,
    cleanup: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

let builds = 0;

/** Stores one fake build of the feed as a release and returns its id. */
export async function releaseOf(
  settings: ReleaseSettings & { dir: string },
  version: string,
  build: FakeBuild & { now?: Date; contractVersion?: number } = {},
): Promise<string> {
  const dist = await fakeDist(path.join(settings.dir, `dist-${++builds}`), build);
  const record = await storeRelease({ root: settings.root, area: 'feed', version, dist, source: { commit: 'c0ffee', dirty: false }, now: build.now, contractVersion: build.contractVersion });
  return record.id;
}
