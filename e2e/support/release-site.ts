// A shell served from stored releases beside the e2e platform, against its backend (startReleaseSite): areas the
// environment serves no release of load from the e2e platform's dist/ servers. The render check runs in
// e2e/tests/release-checks.spec.ts; here the moves themselves are under test, so it is off.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appDist } from '../../scripts/lib/platform.ts';
import type { WatchSettings } from '../../scripts/lib/release/health.ts';
import { type ReleaseSite as Site, startReleaseSite as startSite } from '../../scripts/lib/release/serve.ts';
import { releaseSettings } from '../../scripts/lib/release/settings.ts';
import { e2eEnv, readRuntimeConfig } from './env.ts';

export interface ReleaseSite extends Site {
  /** A temporary folder (the releases root is inside it) for builds to store. */
  dir: string;
}

export async function startReleaseSite(options: { env?: string; watch: WatchSettings }): Promise<ReleaseSite> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'diva-release-site-'));
  const serviceRoleKey = process.env.E2E_SERVICE_ROLE_KEY;
  if (!serviceRoleKey) throw new Error('E2E_SERVICE_ROLE_KEY is not set: run the suites through playwright.config.ts (global setup)');
  const site = await startSite({
    settings: releaseSettings({ DIVA_RELEASES_DIR: path.join(dir, 'releases'), DIVA_RELEASE_RENDER_CHECK: 'off' }),
    env: options.env ?? 'production',
    shellDist: appDist('shell'),
    backend: { url: e2eEnv.supabaseUrl(), anonKey: e2eEnv.anonKey(), serviceRoleKey },
    fallbackRemotes: (await readRuntimeConfig()).remotes,
    watch: options.watch,
    report: () => undefined,
  });
  return { ...site, dir, stop: async () => (await site.stop(), await fs.rm(dir, { recursive: true, force: true })) };
}
